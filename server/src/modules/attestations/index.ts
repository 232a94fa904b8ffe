export { loadAttestationSignals } from './attestationSignals';
export { latestAttestations, reviewAttestation, submitAttestation } from './service';
export { listAttestationsAwaitingReview, type PendingAttestation } from './pendingAttestations';
