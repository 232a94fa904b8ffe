export { latestAttestations, loadAttestationSignals } from './service';
