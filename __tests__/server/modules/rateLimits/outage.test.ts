import { createRateLimiter, reservationsBetweenPrunes } from '../../../../server/src/core/rateLimits/service';
import { simulateOutage, withFailingStatements } from '../../helpers/simulatedOutage';
import { createTestClock } from '../../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const lease = { leaseMs: 10 * 60 * 1000 };

const keys = async () =>
  (await database.db.selectFrom('rate_limit_counters').select('key').orderBy('key').execute()).map((row) => row.key);

describe('rate limits through a database outage', () => {
  it('release a lease the outage kept held once the database is back, not ten minutes later', async () => {
    const clock = createTestClock();
    const outage = simulateOutage(database.db);
    const log = { warn: jest.fn(), info: jest.fn() };
    const exporter = createRateLimiter(outage.db, clock.now, log);
    const other = createRateLimiter(database.db, clock.now);
    expect(await exporter.acquireLease('export:outage', lease)).toBeNull();

    outage.begin();
    await expect(exporter.releaseLease('export:outage')).resolves.toBeUndefined();
    expect(await other.acquireLease('export:outage', lease)).toBeGreaterThan(0);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('retrying in the background'));

    outage.end();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await other.acquireLease('export:outage', lease)).toBeNull();
  });

  it('never free a lease someone took after the outage holder’s expired', async () => {
    const clock = createTestClock();
    const outage = simulateOutage(database.db);
    const stale = createRateLimiter(outage.db, clock.now);
    const other = createRateLimiter(database.db, clock.now);
    expect(await stale.acquireLease('export:expired', { leaseMs: 1_000 })).toBeNull();
    clock.advance(2_000);
    expect(await other.acquireLease('export:expired', lease)).toBeNull();

    await stale.releaseLease('export:expired');
    expect(await keys()).toContain('export:expired');
  });

  it('let the attempt through when pruning fails, and prune with the next reservation', async () => {
    const clock = createTestClock();
    let pruningFails = true;
    const db = withFailingStatements(database.db, (node) => pruningFails && node.kind === 'DeleteQueryNode');
    const log = { warn: jest.fn(), info: jest.fn() };
    const limiter = createRateLimiter(db, clock.now, log);
    const rule = { max: 1, windowMs: 60_000 };
    await limiter.reserve('old:idle', rule);
    clock.advance(24 * 60 * 60 * 1000 + 1);

    // The last of these is the one that prunes: its DELETE fails, the reservation itself goes through.
    for (let reservation = 1; reservation < reservationsBetweenPrunes; reservation += 1) {
      expect(await limiter.reserve('fresh', { max: 10_000, windowMs: 60_000 })).toBeNull();
    }
    expect(await limiter.reserve('fresh', { max: 10_000, windowMs: 60_000 })).toBeNull();
    expect(await keys()).toContain('old:idle');
    expect(log.warn).toHaveBeenCalledTimes(1);

    pruningFails = false;
    await limiter.reserve('fresh', rule);
    expect(await keys()).not.toContain('old:idle');
  }, 60_000);
});
