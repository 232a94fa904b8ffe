import type { AuditCategory, AuditSeverity } from '@/contracts/enums';
import { type Chance, event, type HistoryEvent, type HistoryPerson, slug } from './auditHistoryEvents';

/** A one-off moment of the demo history: how many days ago, at what hour (UTC), by whom. */
export type Milestone = { daysAgo: number; hour: number; person: HistoryPerson; event: HistoryEvent; label?: string };

export type Cast = { admin: HistoryPerson; compliance: HistoryPerson; security: HistoryPerson; system: HistoryPerson };

const attackerIp = '192.0.2.77';

const on = (daysAgo: number, hour: number, person: HistoryPerson, happened: HistoryEvent): Milestone => ({
  daysAgo,
  hour,
  person,
  event: happened,
});

type Incident = [
  daysAgo: number,
  hour: number,
  action: string,
  severity: AuditSeverity,
  category: AuditCategory,
  resource: string,
  details: string,
];

// What the platform itself recorded: failures, their recoveries and findings.
const incidents: Incident[] = [
  [
    47,
    1.5,
    'Backup Failed',
    'critical',
    'system',
    'backup:production-db',
    'Weekly database backup failed: snapshot quota exceeded',
  ],
  [
    46,
    12,
    'Backup Completed',
    'success',
    'system',
    'backup:production-db',
    'Database backup re-run after the quota was raised',
  ],
  [
    33,
    6,
    'Vendor Review Overdue',
    'warning',
    'compliance',
    'vendor:zendesk',
    'The security review of Zendesk is 14 days overdue',
  ],
  [
    12,
    4,
    'Vulnerability Detected',
    'critical',
    'system',
    'integration:github',
    'GitHub reported 2 critical vulnerabilities',
  ],
  [
    9,
    13,
    'Bulk Export Flagged',
    'critical',
    'data',
    'database:production',
    'A bulk export of 18,400 customer records was flagged',
  ],
  [
    5,
    2.2,
    'Integration Sync Failed',
    'critical',
    'system',
    'integration:okta',
    'Okta sync failed: the API token was revoked',
  ],
];

const arrival = (admin: HistoryPerson, person: HistoryPerson): Milestone[] => {
  if (person.invitedDaysAgo === undefined) return [];
  const day = person.invitedDaysAgo;
  // Auditors start read-only and are promoted once their engagement letter is signed.
  const invitedAs = person.role === 'Auditor' ? 'Viewer' : person.role;
  const invited = `${person.name} (${person.email}) was invited as ${invitedAs}`;
  const mfa = `${person.name} enabled multi-factor authentication`;
  const promoted = `${person.name}'s role was changed from Viewer to Auditor`;
  const promotion = invitedAs === person.role ? [] : [event('User Role Changed', 'info', 'system', promoted, 'users')];
  return [
    on(day, 10, admin, event('User Invited', 'success', 'system', invited, 'users')),
    on(day - 1, 9.5, person, event('MFA Enabled', 'success', 'authentication', mfa, 'auth')),
    ...promotion.map((change) => on(day - 2, 11, admin, change)),
  ];
};

const connected = (daysAgo: number, security: HistoryPerson, integration: string) => {
  const details = `${security.name} connected ${integration}`;
  return on(
    daysAgo,
    14,
    security,
    event('Integration Connected', 'success', 'system', details, `integration:${slug(integration)}`),
  );
};

const rotated = (daysAgo: number, security: HistoryPerson, integration: string, credential: string) => {
  const details = `${security.name} rotated the ${integration} ${credential} used by Securo`;
  return on(
    daysAgo,
    16,
    security,
    event('API Key Rotated', 'info', 'system', details, `integration:${slug(integration)}`),
  );
};

const published = (daysAgo: number, compliance: HistoryPerson, policy: string, version: string) => {
  const details = `${compliance.name} published the ${policy} ${version}`;
  return on(
    daysAgo,
    15,
    compliance,
    event('Policy Published', 'info', 'compliance', details, `policy:${slug(policy)}`),
  );
};

const bruteForce = (security: HistoryPerson, system: HistoryPerson, chance: Chance): Milestone[] => {
  const attempt = `Failed sign-in attempt for ${security.email} from ${attackerIp}`;
  const failed = event('Failed Login Attempt', 'warning', 'authentication', attempt, 'auth');
  const attempts = Array.from({ length: 6 }, (_, index): Milestone => ({
    ...on(23, 3 + index * 0.03 + chance.upTo(10) / 1000, { ...security, ip: attackerIp }, failed),
    label: security.email,
  }));
  const blocked = `Sign-ins for ${security.email} from ${attackerIp} were blocked after 6 failed attempts in 10 minutes`;
  return [...attempts, on(23, 3.2, system, event('Sign-in Blocked', 'critical', 'authentication', blocked, 'auth'))];
};

/** The story of the last 90 days: the team arriving, integrations, policies, incidents and their fixes. */
export const milestones = (cast: Cast, team: HistoryPerson[], chance: Chance): Milestone[] => {
  const { admin, compliance, security, system } = cast;
  const reconnect = `${security.name} reconnected Okta with a new API token`;
  const review = `${compliance.name} started the quarterly access review of 142 accounts across 6 systems`;
  return [
    ...team.flatMap((person) => arrival(admin, person)),
    connected(85, security, 'Amazon Web Services'),
    connected(84, security, 'GitHub'),
    connected(84, security, 'Okta'),
    connected(70, security, 'Kubernetes'),
    connected(69, security, 'MongoDB Atlas'),
    published(30, compliance, 'Incident Response Policy', '1.0'),
    rotated(74, security, 'GitHub', 'access token'),
    rotated(16, security, 'Amazon Web Services', 'access key'),
    ...incidents.map(([daysAgo, hour, action, severity, category, resource, details]) =>
      on(daysAgo, hour, system, event(action, severity, category, details, resource)),
    ),
    ...bruteForce(security, system, chance),
    on(4, 10, security, event('Integration Reconnected', 'success', 'system', reconnect, 'integration:okta')),
    on(2, 9, compliance, event('Access Review Started', 'info', 'compliance', review, 'access-review')),
  ];
};
