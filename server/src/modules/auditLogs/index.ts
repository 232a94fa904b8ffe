export { csvRecord } from './csv';
export { seedAuditHistory } from './demoHistory';
export { likeEscaped } from './listScope';
export { searchKeySpan } from './listSearch';
export {
  auditActions,
  recordActorAudit,
  recordAudit,
  type AuditActor,
  type AuditEntry,
  type AuditedTransaction,
} from './service';
export { verifyAuditChain, type ChainProblem } from './verify';
