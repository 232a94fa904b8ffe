export { csvRecord } from './csv';
export { likeEscaped } from './listScope';
export { auditActions, recordActorAudit, type AuditActor, type AuditEntry, type AuditedTransaction } from './service';
export { verifyAuditChain, type ChainProblem } from './verify';
