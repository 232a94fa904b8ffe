import { defaultLimits } from '../../../../server/src/core/limits';
import { tooManyRunsMessage } from '../../../../server/src/modules/assessments/requestedRuns';
import { waitForAssessments } from '../../helpers/dashboard';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ limits: { runAssessment: defaultLimits.runAssessment } });

const run = (token: string, framework: string) =>
  api(t.app, 'POST', '/api/dashboard/run-assessment', { token, body: { framework } });

describe('run-assessment limit', () => {
  it('starts at most six runs a minute per organisation and answers the rest 429 with Retry-After', async () => {
    const account = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const burst = await Promise.all(Array.from({ length: 9 }, () => run(account.token, 'SOC2')));

    expect(burst.filter((response) => response.statusCode === 202)).toHaveLength(6);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(3);
    expectFailure(refused[0], 429, tooManyRunsMessage);
    expect(refused[0].headers['retry-after']).toBe('60');
    expect((await run(other.token, 'SOC2')).statusCode).toBe(202);

    await waitForAssessments(t.db, account.organizationId, 'SOC2', 1);
    t.clock.advance(60_000);
    expect((await run(account.token, 'SOC2')).statusCode).toBe(202);
    await waitForAssessments(t.db, account.organizationId, 'SOC2', 1);
    await waitForAssessments(t.db, other.organizationId, 'SOC2', 1);
  });
});
