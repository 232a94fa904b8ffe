import { type Role, roles } from '@/contracts/enums';
import { type Permission, permissions, rolePermissions } from '@/contracts/permissions';
import { roleDescriptions } from '@/features/members/constants';

export type RoleDefinition = { name: Role; description: string; labels: string[]; permissions: Permission[] };

const writes: Permission[] = [
  'assessments:run',
  'reports:manage',
  'evidence:upload',
  'evidence:review',
  'integrations:manage',
  'tasks:manage',
  'users:manage',
  'organization:manage',
];

type Held = (permission: Permission) => boolean;

const everything = (held: Held) => permissions.every(held);
const readOnly = (held: Held) => !writes.some(held);
const partial = (test: (held: Held) => boolean) => (held: Held) => !everything(held) && test(held);

/**
 * SPEC §6's words for what a role allows, each read from the permission table the server enforces: a role shows a
 * label only while it holds what the label stands for.
 */
const specLabels: { label: string; holds: (held: Held) => boolean }[] = [
  { label: 'Full Access', holds: everything },
  { label: 'User Management', holds: (held) => held('users:manage') },
  { label: 'System Settings', holds: (held) => held('organization:manage') },
  { label: 'Compliance View', holds: partial((held) => held('compliance:read') && held('tasks:manage')) },
  { label: 'Report Generation', holds: partial((held) => held('reports:manage')) },
  { label: 'Evidence Access', holds: partial((held) => held('evidence:review')) },
  { label: 'Security Monitoring', holds: partial((held) => held('assessments:run') && !held('reports:manage')) },
  { label: 'Incident Response', holds: partial((held) => held('evidence:upload') && !held('evidence:review')) },
  { label: 'Integration Management', holds: partial((held) => held('integrations:manage')) },
  { label: 'Read-only Access', holds: readOnly },
  { label: 'Report View', holds: (held) => readOnly(held) && held('reports:read') },
  { label: 'Evidence View', holds: (held) => readOnly(held) && held('evidence:read') },
];

export const specLabelsOf = (role: Role): string[] => {
  const held: Held = (permission) => rolePermissions[role].includes(permission);
  return specLabels.filter(({ holds }) => holds(held)).map(({ label }) => label);
};

export const roleDefinitions: RoleDefinition[] = roles.map((name) => ({
  name,
  description: roleDescriptions[name],
  labels: specLabelsOf(name),
  permissions: [...rolePermissions[name]],
}));
