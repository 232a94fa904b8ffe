import { nowOrWhenAvailable } from '../../../server/src/db/retryLater';
import { connectionRefused } from '../helpers/simulatedOutage';

const outcomes = (...results: ('refused' | 'closed' | 'broken' | 'ok')[]) => {
  const calls = { count: 0 };
  const work = async () => {
    const result = results[Math.min(calls.count, results.length - 1)];
    calls.count += 1;
    if (result === 'refused') throw connectionRefused();
    if (result === 'closed') throw new Error('driver has already been destroyed');
    if (result === 'broken') throw new Error('syntax error at or near "selec"');
  };
  return { work, calls };
};

const log = () => ({ warn: jest.fn(), info: jest.fn() });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('nowOrWhenAvailable', () => {
  it('does the work now when the database answers', async () => {
    const { work, calls } = outcomes('ok');
    await nowOrWhenAvailable(work, { what: 'Work' });
    expect(calls.count).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with an error that is not an outage, and does not retry it', async () => {
    const { work, calls } = outcomes('broken');
    await expect(nowOrWhenAvailable(work, { what: 'Work' })).rejects.toThrow('syntax error');
    expect(calls.count).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('retries an outage after 1 s, doubling to every 30 s, until the work is done; logs the wait and the end', async () => {
    const { work, calls } = outcomes('refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'ok');
    const logged = log();
    await nowOrWhenAvailable(work, { what: 'Releasing X', log: logged });
    expect(logged.warn).toHaveBeenCalledWith(expect.stringMatching(/^Releasing X: the database is unavailable/));

    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(calls.count).toBe(index + 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls.count).toBe(index + 2);
    }
    expect(logged.info).toHaveBeenCalledWith('Releasing X: done now that the database is back');
    expect(logged.warn).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops once the database is closed (the process is shutting down)', async () => {
    const { work, calls } = outcomes('refused', 'closed');
    const logged = log();
    await nowOrWhenAvailable(work, { what: 'Work', log: logged });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls.count).toBe(2);
    expect(logged.warn).toHaveBeenLastCalledWith(expect.stringContaining('given up'));
  });

  it('stops when what it repairs would have ended by itself', async () => {
    const { work, calls } = outcomes('refused');
    await nowOrWhenAvailable(work, { what: 'Work', until: new Date(Date.now() + 5_000) });
    await jest.advanceTimersByTimeAsync(60_000);
    // Now, after 1 s and after 2 s more; the next try (4 s later) would come after `until`.
    expect(calls.count).toBe(3);
  });
});
