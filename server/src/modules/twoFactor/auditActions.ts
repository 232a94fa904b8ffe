import type { AuditedTransaction, AuditEntry } from '../auditLogs';
import { auditAccountEvent } from '../auth';
import type { ClientInfo } from '../../core/actor';

export const twoFactorActions = {
  setupStarted: 'Two-Factor Setup Started',
  enabled: 'Two-Factor Enabled',
  disabled: 'Two-Factor Disabled',
  codeRejected: 'Two-Factor Code Rejected',
  recoveryCodesRegenerated: 'Recovery Codes Regenerated',
  challengeIssued: 'Two-Factor Challenge Issued',
  requirementChanged: 'Two-Factor Requirement Changed',
  reset: 'Two-Factor Reset',
} as const;

export type TwoFactorEvent = Pick<AuditEntry, 'action' | 'severity' | 'details'>;

type Member = Parameters<typeof auditAccountEvent>[1];

/** Every two-factor change and failure is an authentication event of the member's organisation. */
export const auditTwoFactor = (
  trx: AuditedTransaction,
  user: Member,
  client: ClientInfo,
  event: TwoFactorEvent,
  now: string,
): Promise<void> => auditAccountEvent(trx, user, client, { ...event, category: 'authentication' }, now);
