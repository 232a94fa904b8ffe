import { cpus } from 'node:os';

/** One request a screen of the app makes; search marks the activity-log search, whose target differs. */
export type Read = { name: string; path: string; search?: boolean };

// Details of the synthetic rows read "Synthetic event <i> for the audit-trail benchmark, resource batch <i / 100>".
const searchTerms = ['batch 12', 'event 4242', 'priya', 'vendor reviewed', 'no such words'];

/** The screens a user opens, each with the GET requests the app sends together when it opens. */
export const screens: Read[][] = [
  [
    { name: 'GET /api/auth/me', path: '/api/auth/me' },
    { name: 'GET /api/dashboard/overview', path: '/api/dashboard/overview' },
    { name: 'GET /api/dashboard/compliance-heatmap', path: '/api/dashboard/compliance-heatmap?framework=SOC2' },
    { name: 'GET /api/notifications/unread-count', path: '/api/notifications/unread-count' },
  ],
  [
    { name: 'GET /api/audit-logs first page (with stats)', path: '/api/audit-logs?page=1&limit=20' },
    {
      name: 'GET /api/audit-logs filtered first page',
      path: '/api/audit-logs?page=1&limit=20&category=authentication&severity=warning',
    },
  ],
  searchTerms.map((term) => ({
    name: 'GET /api/audit-logs search first page',
    path: `/api/audit-logs?page=1&limit=20&search=${encodeURIComponent(term)}`,
    search: true,
  })),
  [
    { name: 'GET /api/tasks', path: '/api/tasks' },
    { name: 'GET /api/tasks/assignees', path: '/api/tasks/assignees' },
  ],
  [
    { name: 'GET /api/evidence', path: '/api/evidence' },
    { name: 'GET /api/evidence/summary', path: '/api/evidence/summary' },
  ],
  [{ name: 'GET /api/integrations', path: '/api/integrations' }],
  [{ name: 'GET /api/members', path: '/api/members' }],
  [{ name: 'GET /api/reports', path: '/api/reports' }],
  [{ name: 'GET /api/notifications', path: '/api/notifications' }],
  [
    { name: 'GET /api/settings', path: '/api/settings' },
    { name: 'GET /api/auth/sessions', path: '/api/auth/sessions' },
  ],
];

export type LoadRun = {
  /** Each read's durations in ms, by read name. */
  durations: Map<string, number[]>;
  requests: number;
  seconds: number;
  /** Share of the machine's CPU time that was busy meanwhile (every process, not only the bench's). */
  cpuBusy: number;
  failures: string[];
};

const cpuTimes = () =>
  cpus().reduce(
    (sum, { times }) => {
      const busy = times.user + times.nice + times.sys + times.irq;
      return { busy: sum.busy + busy, all: sum.all + busy + times.idle };
    },
    { busy: 0, all: 0 },
  );

/**
 * Each user (one bearer token, one tenant) opens screens in turn until the time is up, sending a screen's requests
 * together as the app does; with thinkMs it then reads the screen for thinkMs on average (half to one and a half
 * times), without it opens the next at once. A user's search screen sends one of its searches.
 */
export async function runTenantLoad(
  origin: string,
  authorizations: string[],
  seconds: number,
  thinkMs: number,
): Promise<LoadRun> {
  const durations = new Map<string, number[]>();
  const failures: string[] = [];
  let requests = 0;
  const deadline = Date.now() + seconds * 1000;
  const read = async ({ name, path }: Read, authorization: string) => {
    const began = process.hrtime.bigint();
    try {
      const response = await fetch(`${origin}${path}`, { headers: { authorization } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const list = durations.get(name) ?? [];
      list.push(Number(process.hrtime.bigint() - began) / 1e6);
      durations.set(name, list);
      requests += 1;
    } catch (error) {
      failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const user = async (authorization: string, index: number) => {
    for (let round = index; Date.now() < deadline; round += 1) {
      const screen = screens[round % screens.length];
      const sent = screen.some((entry) => entry.search)
        ? [screen[Math.floor(round / screens.length) % screen.length]]
        : screen;
      await Promise.all(sent.map((entry) => read(entry, authorization)));
      if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
    }
  };
  const cpuBefore = cpuTimes();
  const began = process.hrtime.bigint();
  await Promise.all(authorizations.map(user));
  const cpuAfter = cpuTimes();
  return {
    durations,
    requests,
    seconds: Number(process.hrtime.bigint() - began) / 1e9,
    cpuBusy: (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.all - cpuBefore.all),
    failures,
  };
}
