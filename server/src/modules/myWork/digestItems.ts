import type { Db } from '../../db/database';
import { readableSources } from '../../lib/readableSources';
import type { Role } from '@/contracts/enums';
import { listControlsDueForReview, type OwnedControl } from '../controls';
import { listOwnedTasksDueBy, type OwnedTask } from '../tasks';
import { dayAfter } from './calendar';

/** A digest covers what falls due within this many days, and everything already overdue. */
export const digestHorizonDays = 7;

/** One member's controls due for review and open tasks due, soonest (most overdue) first; never both empty. */
export type MemberDigest = {
  organizationId: string;
  userId: string;
  controls: OwnedControl[];
  tasks: OwnedTask[];
};

type Member = { id: string; organization_id: string; role: Role };

// Keeps each lookup well under SQLite's and PostgreSQL's limits on bound parameters.
const idsPerLookup = 500;

const activeMembers = async (db: Db, userIds: string[]): Promise<Map<string, Member>> => {
  const members = new Map<string, Member>();
  for (let start = 0; start < userIds.length; start += idsPerLookup) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'organization_id', 'role'])
      .where('id', 'in', userIds.slice(start, start + idsPerLookup))
      .where('status', '=', 'active')
      .execute();
    for (const row of rows) members.set(row.id, row);
  }
  return members;
};

const memberKey = (organizationId: string, userId: string) => `${organizationId} ${userId}`;

/**
 * Every active member's digest at `now`, across organisations: each item only in its own organisation's member's
 * digest, and each part only if the member's role may read its screen.
 */
export const collectDigests = async (db: Db, now: Date): Promise<MemberDigest[]> => {
  const horizon = dayAfter(now, digestHorizonDays);
  const [controls, tasks] = await Promise.all([
    listControlsDueForReview(db, horizon),
    listOwnedTasksDueBy(db, horizon),
  ]);
  const members = await activeMembers(db, [
    ...new Set([...controls.map((control) => control.userId), ...tasks.map((task) => task.ownerId)]),
  ]);
  const digests = new Map<string, MemberDigest>();
  const digestOf = (organizationId: string, userId: string, source: 'compliance' | 'tasks') => {
    const member = members.get(userId);
    if (!member || member.organization_id !== organizationId || !readableSources(member.role)[source]) return null;
    const key = memberKey(organizationId, userId);
    const digest = digests.get(key) ?? { organizationId, userId, controls: [], tasks: [] };
    digests.set(key, digest);
    return digest;
  };
  for (const control of controls)
    digestOf(control.organizationId, control.userId, 'compliance')?.controls.push(control);
  for (const task of tasks) digestOf(task.organizationId, task.ownerId, 'tasks')?.tasks.push(task);
  return [...digests.values()];
};
