import { createAttemptLimiter, maxTrackedKeys } from '../../../server/src/lib/attemptLimiter';
import { createTestClock } from '../helpers/testApp';

describe('createAttemptLimiter', () => {
  it('blocks a key after max failures until the window ends', () => {
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createAttemptLimiter(2, 60_000, clock.now);

    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBeNull();
    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBe(60);
    expect(limiter.retryAfterSeconds('b')).toBeNull();

    clock.advance(30_000);
    expect(limiter.retryAfterSeconds('a')).toBe(30);
    clock.advance(30_000);
    expect(limiter.retryAfterSeconds('a')).toBeNull();
  });

  it('clear forgets a key', () => {
    const limiter = createAttemptLimiter(1, 60_000, () => new Date());
    limiter.recordFailure('a');
    limiter.clear('a');
    expect(limiter.retryAfterSeconds('a')).toBeNull();
  });

  it('keeps at most its capacity of live keys, giving up the oldest first', () => {
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createAttemptLimiter(1, 60_000, clock.now);
    limiter.recordFailure('oldest');
    clock.advance(1);
    for (let index = 0; index < maxTrackedKeys; index += 1) limiter.recordFailure(`sprayed-${index}`);

    expect(limiter.retryAfterSeconds('oldest')).toBeNull();
    expect(limiter.retryAfterSeconds('sprayed-0')).not.toBeNull();
    expect(limiter.retryAfterSeconds(`sprayed-${maxTrackedKeys - 1}`)).not.toBeNull();
  });
});
