import type { FrameworkId } from '@/contracts/enums';
import { historySpanMessage } from '@/contracts/scoreHistory';
import { frameworkMessage } from '@/contracts/dashboard';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { perfectPosture, signal } from '../../helpers/compliance';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });
const dayMs = 86_400_000;

type Account = Awaited<ReturnType<typeof registerAccount>>;

const today = () => t.clock.now().toISOString().slice(0, 10);

/** Every check passes, or every one but MFA, enforced for none of ten users. */
const posture = async (account: Account, mfa: 'enforced' | 'missing') => {
  const now = t.clock.now();
  await recordSignals(t.db, account.organizationId, [
    ...perfectPosture(now),
    signal('mfa.enforced', { compliant: mfa === 'enforced' ? 10 : 0, total: 10 }, now.toISOString()),
  ]);
};

/** Days later, signed in again: the session from before has gone idle. */
const later = async (account: Account, days: number) => {
  t.clock.advance(days * dayMs);
  account.token = await signIn(t.app, account.email, account.password);
};

const assess = async (account: Account, framework: FrameworkId) => {
  const response = await api(t.app, 'POST', '/api/dashboard/run-assessment', {
    token: account.token,
    body: { framework },
  });
  expect(response.json().data.runs).toEqual([expect.objectContaining({ status: 'completed' })]);
  return t.db
    .selectFrom('assessments')
    .selectAll()
    .where('id', '=', response.json().data.runs[0].id)
    .executeTakeFirstOrThrow();
};

const history = async (account: Account, query: string) => {
  const response = await api(t.app, 'GET', `/api/dashboard/score-history?${query}`, { token: account.token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const controlHistory = async (account: Account, path: string) => {
  const response = await api(t.app, 'GET', `/api/controls/${path}`, { token: account.token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

beforeAll(() => {
  // Noon UTC, so a test's same-day runs never straddle midnight.
  const now = t.clock.now().getTime();
  t.clock.advance(dayMs - (now % dayMs) + dayMs / 2);
});

describe('score history', () => {
  it('keeps one row a day per framework: the day’s last assessment', async () => {
    const account = await registerAccount(t.app);
    await posture(account, 'missing');
    await assess(account, 'SOC2');
    await posture(account, 'enforced');
    t.clock.advance(60_000);
    const last = await assess(account, 'SOC2');

    const rows = await t.db
      .selectFrom('score_history')
      .selectAll()
      .where('organization_id', '=', account.organizationId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ framework: 'SOC2', day: today(), score: Number(last.score) });
    const days = await history(account, 'framework=SOC2');
    expect(days).toEqual([
      {
        day: today(),
        score: Number(last.score),
        passed: rows[0].total - rows[0].warning - rows[0].critical,
        warning: rows[0].warning,
        critical: rows[0].critical,
      },
    ]);
    expect(days[0].passed).toBe(rows[0].passed);
  });

  it('adds a day per day assessed, oldest first, and a control’s status change names the check and its source', async () => {
    const account = await registerAccount(t.app);
    await posture(account, 'enforced');
    const first = await assess(account, 'SOC2');
    const firstDay = today();
    await later(account, 1);
    await posture(account, 'missing');
    const second = await assess(account, 'SOC2');
    const secondDay = today();
    await later(account, 1);
    await posture(account, 'enforced');
    await assess(account, 'SOC2');
    const thirdDay = today();

    const days = await history(account, 'framework=SOC2&days=30');
    expect(days.map((day: { day: string }) => day.day)).toEqual([firstDay, secondDay, thirdDay]);
    expect(days[0].score).toBe(Number(first.score));
    expect(days[1].score).toBe(Number(second.score));
    expect(days[1].score).toBeLessThan(days[0].score);
    expect(days[1].critical).toBeGreaterThan(days[0].critical);

    expect(await controlHistory(account, 'SOC2/CC6.6/history?days=90')).toEqual([
      { day: firstDay, score: 100, status: 'passed', changedBy: null },
      {
        day: secondDay,
        score: 50,
        status: 'critical',
        changedBy: { check: 'mfa.enforced', checkName: 'MFA enforcement', source: 'test' },
      },
      {
        day: thirdDay,
        score: 100,
        status: 'passed',
        changedBy: { check: 'mfa.enforced', checkName: 'MFA enforcement', source: 'test' },
      },
    ]);
    expect(
      (await controlHistory(account, 'SOC2/CC6.4/history')).map((day: { changedBy: unknown }) => day.changedBy),
    ).toEqual([null, null, null]);
  });

  it('reads only the span asked for: 30, 90 or 365 days ending today', async () => {
    const account = await registerAccount(t.app);
    await posture(account, 'enforced');
    await assess(account, 'GDPR');
    const old = today();
    await later(account, 40);
    await posture(account, 'enforced');
    await assess(account, 'GDPR');

    expect((await history(account, 'framework=GDPR')).map((day: { day: string }) => day.day)).toEqual([today()]);
    expect((await history(account, 'framework=GDPR&days=90')).map((day: { day: string }) => day.day)).toEqual([
      old,
      today(),
    ]);
    expect(await history(account, 'framework=SOC2&days=365')).toEqual([]);
  });

  it('without a framework, combines the frameworks in use as the dashboard does: mean score, summed counts', async () => {
    const account = await registerAccount(t.app);
    await posture(account, 'missing');
    await assess(account, 'SOC2');
    await later(account, 1);
    await posture(account, 'enforced');
    await assess(account, 'HIPAA');

    const [soc2] = await history(account, 'framework=SOC2');
    const [hipaa] = await history(account, 'framework=HIPAA');
    expect(await history(account, 'days=30')).toEqual([
      soc2,
      {
        day: hipaa.day,
        score: Math.round((soc2.score + hipaa.score) / 2),
        passed: soc2.passed + hipaa.passed,
        warning: soc2.warning + hipaa.warning,
        critical: soc2.critical + hipaa.critical,
      },
    ]);
  });

  it('answers 400 naming the field for a span or framework it does not know, and 404 for an unknown control', async () => {
    const account = await registerAccount(t.app);
    const get = (url: string) => api(t.app, 'GET', url, { token: account.token });
    expectFailure(await get('/api/dashboard/score-history?days=7'), 400, historySpanMessage);
    expectFailure(await get('/api/dashboard/score-history?framework=PCI'), 400, frameworkMessage);
    expectFailure(await get('/api/controls/SOC2/CC6.6/history?days=7'), 400, historySpanMessage);
    expectFailure(await get('/api/controls/SOC2/NOPE.1/history'), 404, 'Control not found');
  });

  it("never shows one organisation's history to another", async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    await posture(b, 'missing');
    await assess(b, 'SOC2');
    expect(await history(b, 'framework=SOC2')).toHaveLength(1);

    expect(await history(a, 'framework=SOC2')).toEqual([]);
    expect(await history(a, 'days=365')).toEqual([]);
    expect(await controlHistory(a, 'SOC2/CC6.6/history')).toEqual([]);
  });

  it('needs a valid bearer token', async () => {
    expectFailure(await api(t.app, 'GET', '/api/dashboard/score-history'), 401);
    expectFailure(await api(t.app, 'GET', '/api/controls/SOC2/CC6.6/history', { token: 'not-a-token' }), 401);
  });
});
