export { attestationAuditActions } from './auditActions';
export { type AttestationSignal, latestAttestations, loadAttestationSignals } from './service';
