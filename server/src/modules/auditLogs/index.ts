export { csvRecord } from './csv';
export { likeEscaped } from './listScope';
export { auditActions } from './auditActions';
export { verifyAuditChain, type ChainProblem } from './verify';
