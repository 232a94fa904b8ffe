export { isIdle, noteActivity } from './activity';
export { exampleToken, exampleUser } from './examples';
export { sessionPruningJob, sessionPruningJobName, sessionPruningRecurrence } from './pruning';
export { findSessionWithUser, revokeSession, revokeUserSessions } from './repository';
export { issueSession, recordSignIn, toSessionUser } from './signIn';
