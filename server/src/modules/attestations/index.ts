export { latestAttestations, loadAttestationSignals, reviewAttestation, submitAttestation } from './service';
