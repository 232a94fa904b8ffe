import type { Role } from '@/contracts/enums';
import { hasPermission, type Permission } from '@/contracts/permissions';

/**
 * The screens' data that composite answers (the dashboard overview, SecuroBot's answers, reports, notifications) draw
 * on, each behind the permission its own screen requires: a part whose screen the reader may not open is left out of
 * the composite too, so no composite shows more than the screens behind it.
 */
export const compositeSources = {
  compliance: 'compliance:read',
  auditTrail: 'auditLogs:read',
  tasks: 'tasks:read',
  evidence: 'evidence:read',
  integrations: 'integrations:read',
  members: 'users:read',
  account: 'account:manage',
} as const satisfies Record<string, Permission>;

export type CompositeSource = keyof typeof compositeSources;

export type ReadableSources = Readonly<Record<CompositeSource, boolean>>;

const sourceNames = Object.keys(compositeSources) as CompositeSource[];

const sourcesOf = (role: Role | null): ReadableSources =>
  Object.freeze(
    Object.fromEntries(
      sourceNames.map((source) => [source, role !== null && hasPermission(role, compositeSources[source])]),
    ) as Record<CompositeSource, boolean>,
  );

// Asked on every composite read: one answer per role, made on first use.
const byRole = new Map<Role | null, ReadableSources>();

/** Which composite parts a member with `role` may read; null (no member, or one no longer active) reads none. */
export const readableSources = (role: Role | null): ReadableSources => {
  let sources = byRole.get(role);
  if (!sources) {
    sources = sourcesOf(role);
    byRole.set(role, sources);
  }
  return sources;
};
