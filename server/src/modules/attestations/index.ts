export { loadAttestationSignals } from './attestationSignals';
export { latestAttestations, reviewAttestation, submitAttestation } from './service';
export { listAttestationsAwaitingReview } from './pendingAttestations';
