// The API's enumerations, shared by the server (validation, storage) and the app (labels, filters).
// No imports: this file is loaded by both, and by the landing bundle, so it must stay free of zod.

/** SPEC §6: the roles an organisation member can hold. */
export const roles = ['Admin', 'Compliance Manager', 'Security Analyst', 'Auditor', 'Viewer'] as const;
export type Role = (typeof roles)[number];

/** SPEC §9: the frameworks offered, in the order the product lists them. */
export const frameworkIds = ['SOC2', 'ISO27001', 'HIPAA', 'GDPR'] as const;
export type FrameworkId = (typeof frameworkIds)[number];

/** How each framework is named to people. */
export const frameworkLabels: Record<FrameworkId, string> = {
  SOC2: 'SOC 2',
  ISO27001: 'ISO 27001',
  HIPAA: 'HIPAA',
  GDPR: 'GDPR',
};

/** SPEC §9: the framework used when none is named. */
export const defaultFramework: FrameworkId = 'SOC2';

export const isFrameworkId = (value: unknown): value is FrameworkId =>
  typeof value === 'string' && (frameworkIds as readonly string[]).includes(value);

/** SPEC §9: a control's (or category's) status. */
export const controlStatuses = ['passed', 'warning', 'critical'] as const;
export type ControlStatus = (typeof controlStatuses)[number];

/** SPEC §9: the severities of the audit trail and the dashboard's recent activity. */
export const auditSeverities = ['success', 'info', 'warning', 'critical'] as const;
export type AuditSeverity = (typeof auditSeverities)[number];

/** SPEC §3: the categories of the audit trail. */
export const auditCategories = ['authentication', 'compliance', 'system', 'data'] as const;
export type AuditCategory = (typeof auditCategories)[number];

/** SPEC §9: task priorities. */
export const taskPriorities = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

/** A remediation task is open until someone completes it; it can be reopened. */
export const taskStatuses = ['open', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** What an in-app notification is about. */
export const notificationKinds = [
  'taskAssigned',
  'taskOverdue',
  'assessmentFinished',
  'controlCritical',
  'invitationAccepted',
  'newSignIn',
  'evidenceExpiring',
  'integrationFailed',
  'mentioned',
  'commentAdded',
  'workDigest',
  'policyReminder',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
