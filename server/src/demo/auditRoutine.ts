import { type Chance, event, type HistoryPerson, integrations, slug } from './auditHistoryEvents';
import { drawWorkTemplate } from './auditWork';
import type { Milestone } from './auditMilestones';

export type Moment = Omit<Milestone, 'daysAgo' | 'hour'> & { at: number };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

const nightlySync = (day: number, system: HistoryPerson, { roll, pick, upTo }: Chance): Moment[] => {
  if (roll() >= 0.5) return [];
  const integration = pick(integrations);
  const resource = `integration:${slug(integration)}`;
  const checked = (200 + upTo(1800)).toLocaleString('en-US');
  const happened =
    roll() < 0.12
      ? event(
          'Integration Sync Failed',
          'warning',
          'system',
          `${integration} sync failed: API rate limit exceeded`,
          resource,
        )
      : event(
          'Integration Synced',
          'success',
          'system',
          `${integration} sync completed; ${checked} resources checked`,
          resource,
        );
  return [{ at: day + 2 * hourMs + upTo(60) * minuteMs, person: system, event: happened }];
};

const weeklyBackup = (day: number, system: HistoryPerson, { upTo }: Chance): Moment[] => {
  if (new Date(day).getUTCDay() !== 0) return [];
  const details = `Weekly backup of the production database completed (${(38 + upTo(40) / 10).toFixed(1)} GB)`;
  const backup = event('Backup Completed', 'success', 'system', details, 'backup:production-db');
  return [{ at: day + 1.5 * hourMs, person: system, event: backup }];
};

/** On weekdays about half the team signs in, and whoever did does some of the work their role does. */
const workday = (day: number, people: HistoryPerson[], chance: Chance): Moment[] => {
  const weekday = new Date(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return [];
  const signedIn = people.flatMap((person) =>
    chance.roll() < 0.45 ? [{ person, at: day + 7.5 * hourMs + chance.upTo(150) * minuteMs }] : [],
  );
  const moments: Moment[] = signedIn.map(({ person, at }) => ({
    at,
    person,
    event: event('User Login', 'success', 'authentication', `${person.name} signed in`, 'auth'),
  }));
  const tasks = 2 + chance.upTo(3);
  for (let index = 0; index < tasks; index += 1) {
    const template = drawWorkTemplate(chance.roll());
    const candidates = signedIn.filter(
      ({ person }) => person.role !== 'System' && template.roles.includes(person.role),
    );
    if (candidates.length === 0) continue;
    const { person, at } = chance.pick(candidates);
    moments.push({ at: at + (20 + chance.upTo(480)) * minuteMs, person, event: template.make(person, chance) });
  }
  return moments;
};

const strayFailedSignIn = (day: number, team: HistoryPerson[], { roll, pick, upTo }: Chance): Moment[] => {
  if (roll() >= 0.1 || team.length === 0) return [];
  const person = pick(team);
  const ip = `192.0.2.${10 + upTo(200)}`;
  const details = `Failed sign-in attempt for ${person.email} from ${ip}`;
  const failed = event('Failed Login Attempt', 'warning', 'authentication', details, 'auth');
  return [{ at: day + upTo(24 * 60) * minuteMs, person: { ...person, ip }, label: person.email, event: failed }];
};

export type Crew = { admin: HistoryPerson; team: HistoryPerson[]; system: HistoryPerson };

/** One ordinary day starting at `day` (UTC midnight): syncs, backups, sign-ins, work and the odd failed sign-in. */
export const routineDay = (day: number, cast: Crew, chance: Chance): Moment[] => [
  ...nightlySync(day, cast.system, chance),
  ...strayFailedSignIn(day, cast.team, chance),
  ...weeklyBackup(day, cast.system, chance),
  ...workday(day, [cast.admin, ...cast.team], chance),
];
