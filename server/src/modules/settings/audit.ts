import type { AuditCategory } from '@/contracts/enums';
import type { ClientInfo } from '../../core/actor';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import type { UserWithCompany } from '../users';
import type { settingsActions } from './auditActions';

type SettingsEvent = {
  action: (typeof settingsActions)[keyof typeof settingsActions];
  category: AuditCategory;
  details: string;
};

/** A settings change made outside this module (the Slack webhook), recorded in the transaction that makes it. */
export const auditSettings = (
  trx: AuditedTransaction,
  user: UserWithCompany,
  client: ClientInfo,
  event: SettingsEvent,
  now: string,
): Promise<void> =>
  recordAudit(
    trx,
    { userId: user.id, organizationId: user.organization_id, name: user.name, ip: client.ip },
    { ...event, severity: 'info', resource: 'settings', at: now },
  );
