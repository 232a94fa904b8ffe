import { type Role, roles } from './enums';

/** What a signed-in member may do. Routes declare one; the app hides or disables what the role lacks. */
export const permissions = [
  'dashboard:read',
  'compliance:read',
  'assessments:run',
  'controls:manage',
  'controls:approve',
  'attestations:submit',
  'attestations:review',
  'auditLogs:read',
  'auditLogs:export',
  'reports:read',
  'reports:manage',
  'evidence:read',
  'evidence:readConfidential',
  'evidence:readRestricted',
  'evidence:upload',
  'evidence:review',
  'evidence:share',
  'integrations:read',
  'integrations:manage',
  'tasks:read',
  'tasks:manage',
  'comments:post',
  'policies:read',
  'policies:manage',
  'policies:approve',
  'vendors:read',
  'vendors:manage',
  'risks:read',
  'risks:manage',
  'assets:read',
  'assets:manage',
  'users:read',
  'users:manage',
  'organization:manage',
  'account:manage',
] as const;
export type Permission = (typeof permissions)[number];

// Every member reads the policies in force: each must accept them.
const readCompliance: Permission[] = ['dashboard:read', 'compliance:read', 'policies:read', 'account:manage'];

/**
 * The one permission table (SPEC §6 roles, made real). Admin: everything. Compliance Manager: compliance, controls and attestations, reports,
 * evidence review and sharing, tasks, assessments, integrations read, policies written and approved. Security Analyst: monitoring, integrations, assessments, attestations,
 * evidence upload. Auditor: read-only over compliance, reports, evidence and the audit trail, with exports, and shared comments.
 * Everyone but a Viewer may comment.
 * Viewer: read-only dashboard and heat map.
 */
export const rolePermissions: Readonly<Record<Role, readonly Permission[]>> = {
  Admin: permissions,
  'Compliance Manager': [
    ...readCompliance,
    'assessments:run',
    'controls:manage',
    'controls:approve',
    'attestations:submit',
    'attestations:review',
    'auditLogs:read',
    'auditLogs:export',
    'reports:read',
    'reports:manage',
    'evidence:read',
    'evidence:readConfidential',
    'evidence:readRestricted',
    'evidence:upload',
    'evidence:review',
    'evidence:share',
    'integrations:read',
    'tasks:read',
    'tasks:manage',
    'comments:post',
    'policies:manage',
    'policies:approve',
    'vendors:read',
    'vendors:manage',
    'risks:read',
    'risks:manage',
    'assets:read',
    'assets:manage',
    'users:read',
  ],
  'Security Analyst': [
    ...readCompliance,
    'assessments:run',
    'attestations:submit',
    'auditLogs:read',
    'reports:read',
    'evidence:read',
    'evidence:readConfidential',
    'evidence:upload',
    'integrations:read',
    'integrations:manage',
    'tasks:read',
    'comments:post',
    'vendors:read',
    'risks:read',
    'assets:read',
    'assets:manage',
  ],
  Auditor: [
    ...readCompliance,
    'auditLogs:read',
    'auditLogs:export',
    'reports:read',
    'evidence:read',
    'evidence:readConfidential',
    'integrations:read',
    'tasks:read',
    'comments:post',
    'vendors:read',
    'risks:read',
    'assets:read',
    'users:read',
  ],
  Viewer: readCompliance,
};

export const hasPermission = (role: Role, permission: Permission): boolean =>
  rolePermissions[role].includes(permission);

export const rolesWith = (permission: Permission): Role[] => roles.filter((role) => hasPermission(role, permission));

/** How a permission reads in a 403 and in the app's "why is this disabled" hints. */
export const permissionLabels: Readonly<Record<Permission, string>> = {
  'dashboard:read': 'view the dashboard',
  'compliance:read': 'view compliance results',
  'assessments:run': 'run assessments',
  'controls:manage': 'manage controls (owners, implementation, exclusions)',
  'controls:approve': 'approve control exclusions',
  'attestations:submit': 'submit attestations',
  'attestations:review': 'review attestations',
  'auditLogs:read': 'view the activity logs',
  'auditLogs:export': 'export the activity logs',
  'reports:read': 'view reports',
  'reports:manage': 'generate and manage reports',
  'evidence:read': 'view evidence',
  'evidence:readConfidential': 'view confidential evidence',
  'evidence:readRestricted': 'view restricted evidence',
  'evidence:upload': 'upload evidence',
  'evidence:review': 'review evidence',
  'evidence:share': 'share public evidence by link',
  'integrations:read': 'view integrations',
  'integrations:manage': 'manage integrations',
  'tasks:read': 'view tasks',
  'tasks:manage': 'manage tasks',
  'comments:post': 'comment',
  'policies:read': 'view and accept policies',
  'policies:manage': 'write and publish policies',
  'policies:approve': 'approve policies',
  'vendors:read': 'view the vendor register',
  'vendors:manage': 'manage vendors, their documents and reviews',
  'risks:read': 'view the risk register',
  'risks:manage': 'manage the risk register and its assessments',
  'assets:read': 'view the asset inventory',
  'assets:manage': 'manage the asset inventory',
  'users:read': 'view the organisation’s users',
  'users:manage': 'manage users',
  'organization:manage': 'change organisation settings',
  'account:manage': 'manage their own account',
};

/** The app's hint beside what a role cannot do. */
export const roleDoesNotAllow = (permission: Permission): string =>
  `Your role does not allow you to ${permissionLabels[permission]}`;

/** The API's 403: the same words, naming the permission the route requires. */
export const missingPermissionMessage = (permission: Permission): string =>
  `${roleDoesNotAllow(permission)} (requires ${permission})`;
