import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Chance, HistoryPerson } from './auditHistoryEvents';
import { milestones } from './auditMilestones';
import { type Moment, routineDay } from './auditRoutine';
import { appendAuditEntries } from '../core/auditTrail/recordAudit';
import type { TimedAuditEntry } from '../core/auditTrail/chainWriter';

export const historyDays = 90;
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
// An organisation with this much trail is in real use (or already seeded): leave it alone.
const existingTrailLimit = 50;

export type DemoPerson = Omit<HistoryPerson, 'ip'>;
export type DemoPeople = { admin: DemoPerson; team: DemoPerson[] };

// Documentation ranges (RFC 5737): the office, then home connections; failed sign-ins come from 192.0.2.0/24.
const knownIps = ['203.0.113.24', '198.51.100.17', '198.51.100.42', '203.0.113.58', '198.51.100.93'];

/** mulberry32: a small seeded generator, so a seed at a given time always writes the same history. */
const seededChance = (seed: number): Chance => {
  let state = seed;
  const roll = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { roll, pick: (items) => items[Math.floor(roll() * items.length)], upTo: (max) => Math.floor(roll() * max) };
};

const toEntry = (organizationId: string, { at, person, event, label }: Moment): TimedAuditEntry => ({
  organizationId,
  userId: person.id,
  userLabel: label ?? person.name,
  ...event,
  ipAddress: person.ip,
  createdAt: new Date(at).toISOString(),
});

/**
 * A deterministic 90-day audit trail for the demo organisation, oldest first: sign-ins, the team's work, nightly
 * syncs, weekly backups and a few incidents. Failed sign-ins only ever name the team, never the admin, whose own
 * attempts the product records for real.
 */
export const demoAuditHistory = (organizationId: string, people: DemoPeople, now: Date): TimedAuditEntry[] => {
  const withIps = [people.admin, ...people.team].map((person, index) => ({
    ...person,
    ip: knownIps[index % knownIps.length],
  }));
  const [admin, ...team] = withIps;
  const system: HistoryPerson = { id: null, name: 'System', email: '', role: 'System', ip: null };
  const byRole = (role: HistoryPerson['role']) => team.find((person) => person.role === role) ?? admin;
  const chance = seededChance(historyDays);
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const cast = { admin, compliance: byRole('Compliance Manager'), security: byRole('Security Analyst'), system };
  const moments: Moment[] = milestones(cast, team, chance).map(({ daysAgo, hour, ...moment }) => ({
    ...moment,
    at: today - daysAgo * dayMs + hour * hourMs,
  }));
  for (let daysAgo = historyDays; daysAgo >= 0; daysAgo -= 1) {
    moments.push(...routineDay(today - daysAgo * dayMs, { admin, team, system }, chance));
  }
  const earliest = now.getTime() - historyDays * dayMs;
  return moments
    .filter(({ at }) => at > earliest && at <= now.getTime())
    .sort((a, b) => a.at - b.at)
    .map((moment) => toEntry(organizationId, moment));
};

const countTrail = async (db: Db, organizationId: string): Promise<number> => {
  const row = await db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Writes the demo history, oldest first (the audit chain's order), unless the organisation already has a trail. */
export const seedAuditHistory = async (
  db: Db,
  organizationId: string,
  people: DemoPeople,
  clock: Clock,
): Promise<void> => {
  if ((await countTrail(db, organizationId)) >= existingTrailLimit) return;
  await appendAuditEntries(db, demoAuditHistory(organizationId, people, clock()));
};
