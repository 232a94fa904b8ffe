import type { Db } from '../../db/database';
import type { AuditCategory, AuditSeverity } from '../../db/schema';
import { insertAuditLog } from './repository';

export const auditActions = {
  login: 'User Login',
  loginFailed: 'Failed Login Attempt',
  logout: 'User Logout',
  registered: 'User Registered',
  profileUpdated: 'Profile Updated',
  passwordChanged: 'Password Changed',
  userInvited: 'User Invited',
  passwordReset: 'Password Reset',
} as const;

export type AuditEntry = {
  organizationId: string | null;
  userId: string | null;
  userLabel: string;
  action: string;
  severity: AuditSeverity;
  category: AuditCategory;
  details: string;
  resource?: string | null;
  ipAddress?: string | null;
};

export const recordAudit = (db: Db, entry: AuditEntry, now: string): Promise<void> =>
  insertAuditLog(db, {
    id: crypto.randomUUID(),
    organization_id: entry.organizationId,
    user_id: entry.userId,
    user_label: entry.userLabel,
    action: entry.action,
    severity: entry.severity,
    category: entry.category,
    details: entry.details,
    resource: entry.resource ?? null,
    ip_address: entry.ipAddress ?? null,
    created_at: now,
  });
