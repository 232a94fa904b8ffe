export { loadAttestationSignals } from './attestationSignals';
export { latestAttestations, reviewAttestation, submitAttestation } from './service';
