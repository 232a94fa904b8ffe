export { auditAccountEvent } from './accountAudit';
export { tooManyPasswordChangesMessage } from './accountService';
export type { Principal } from './context';
export { profilePatch } from './profilePatch';
export { exampleToken, exampleUser } from './routeSchemas';
export { issueSession, recordSignIn, toSessionUser } from './sessionIssuer';
