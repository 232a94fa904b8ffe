import { createRateLimiter, reservationsBetweenPrunes } from '../../../../server/src/core/rateLimits/service';
import { createTestClock } from '../../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const keys = async () =>
  (await database.db.selectFrom('rate_limit_counters').select('key').orderBy('key').execute()).map((row) => row.key);

describe('rate limit counters', () => {
  it('are pruned once idle for a day, unless they still block', async () => {
    const clock = createTestClock();
    const limiter = createRateLimiter(database.db, clock.now);
    const rule = { max: 1, windowMs: 60_000 };
    await limiter.reserve('old:idle', rule);
    await limiter.acquireLease('old:lease', { leaseMs: 2 * 24 * 60 * 60 * 1000 });
    clock.advance(24 * 60 * 60 * 1000 + 1);

    for (let reservation = 1; reservation < reservationsBetweenPrunes - 1; reservation += 1) {
      await limiter.reserve('fresh', rule);
    }
    expect(await keys()).toEqual(['fresh', 'old:idle', 'old:lease']);
    await limiter.reserve('fresh', rule);
    expect(await keys()).toEqual(['fresh', 'old:lease']);
  }, 60_000);
});
