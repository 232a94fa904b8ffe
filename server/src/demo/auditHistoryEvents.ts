import type { AuditCategory, AuditSeverity, Role } from '@/contracts/enums';

export type HistoryPerson = {
  id: string | null;
  name: string;
  email: string;
  role: Role | 'System';
  ip: string | null;
  invitedDaysAgo?: number;
};

/** What happened, without who, where or when. */
export type HistoryEvent = {
  action: string;
  severity: AuditSeverity;
  category: AuditCategory;
  details: string;
  resource: string | null;
};

/** Draws from the seeded generator: a number in [0, 1), an item, or an integer in [0, max). */
export type Chance = { roll: () => number; pick: <T>(items: readonly T[]) => T; upTo: (max: number) => number };

export const event = (
  action: string,
  severity: AuditSeverity,
  category: AuditCategory,
  details: string,
  resource: string | null,
): HistoryEvent => ({ action, severity, category, details, resource });

export const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// Names match the sample screens (integrations, evidence locker, report templates) so the demo reads as one workspace.
export const integrations = ['Amazon Web Services', 'GitHub', 'Okta', 'Kubernetes', 'MongoDB Atlas'];
