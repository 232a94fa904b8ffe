import type { SandboxGroup, SandboxMember, SandboxProject, SandboxToken } from './sandboxGroup';

// GitLab's JSON for a group, its members and tokens: the fields the connector reads, with enough of the rest to look
// like the real answers.

export const webUrl = 'https://gitlab.com';
const dayMs = 24 * 60 * 60 * 1000;

export const idOf = (text: string): number =>
  [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1e7, 7);

export const namespaceOf = (group: SandboxGroup, project: SandboxProject) =>
  project.subgroup ? `${group.path}/${project.subgroup}` : group.path;

export const pathOf = (group: SandboxGroup, project: SandboxProject) =>
  `${namespaceOf(group, project)}/${project.name}`;

export const groupShape = (group: SandboxGroup) => ({
  id: group.id,
  web_url: `${webUrl}/groups/${group.path}`,
  name: group.name,
  path: group.path,
  description: '',
  visibility: 'private',
  share_with_group_lock: false,
  require_two_factor_authentication: group.requireTwoFactor,
  two_factor_grace_period: 48,
  project_creation_level: 'maintainer',
  subgroup_creation_level: 'owner',
  full_name: group.name,
  full_path: group.path,
  parent_id: null,
  created_at: '2021-04-12T09:14:03.000Z',
});

export const memberShape = (member: SandboxMember) => ({
  id: idOf(member.username),
  username: member.username,
  name: member.username.replace(/-/g, ' '),
  state: member.state ?? 'active',
  avatar_url: null,
  web_url: `${webUrl}/${member.username}`,
  access_level: member.accessLevel,
  created_at: '2023-02-01T10:00:00.000Z',
  expires_at: null,
  membership_state: 'active',
});

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const accessTokenShape = (token: SandboxToken, now: Date) => ({
  id: idOf(token.name),
  name: token.name,
  description: '',
  revoked: token.revoked ?? false,
  created_at: '2025-09-01T08:30:00.000Z',
  scopes: token.scopes,
  user_id: idOf(`${token.name}-bot`),
  last_used_at: '2026-06-30T22:10:41.000Z',
  active: !token.revoked,
  expires_at: token.expiresInDays === null ? null : isoDate(new Date(now.getTime() + token.expiresInDays * dayMs)),
  access_level: token.accessLevel,
});
