import { lastSeenResolutionMs } from '../../../../server/src/modules/sessions/activity';
import { api, expectFailure, signIn } from '../../helpers/requests';
import { setupTestApp, testConfig } from '../../helpers/testApp';

const t = setupTestApp();

const idleMs = testConfig.sessionIdleTimeoutSeconds * 1000;
const expiredMessage = 'Session expired. Please sign in again.';

const me = (token: string) => api(t.app, 'GET', '/api/auth/me', { token });

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;

const lastSeenAt = async (token: string) =>
  (
    await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id', '=', sessionIdOf(token))
      .executeTakeFirstOrThrow()
  ).last_seen_at;

describe('the idle timeout', () => {
  it('ends a session unused for longer than SESSION_IDLE_TIMEOUT, with the expired-session message', async () => {
    const token = await signIn(t.app);
    t.clock.advance(idleMs);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(idleMs + 1000);
    expectFailure(await me(token), 401, expiredMessage);
    expectFailure(await api(t.app, 'GET', '/api/dashboard/overview', { token }), 401, expiredMessage);
  });

  it('keeps a session in use alive past the idle timeout', async () => {
    const token = await signIn(t.app);
    for (let step = 0; step < 6; step += 1) {
      t.clock.advance(idleMs / 2);
      expect((await me(token)).statusCode).toBe(200);
    }
  });

  it('records activity at most once a minute, not on every request', async () => {
    const token = await signIn(t.app);
    const signedInAt = await lastSeenAt(token);
    expect(signedInAt).toBe(t.clock.now().toISOString());

    t.clock.advance(lastSeenResolutionMs / 2);
    await me(token);
    expect(await lastSeenAt(token)).toBe(signedInAt);

    t.clock.advance(lastSeenResolutionMs / 2);
    await me(token);
    expect(await lastSeenAt(token)).toBe(t.clock.now().toISOString());
  });

  it('does not count a refused request as activity', async () => {
    const token = await signIn(t.app);
    t.clock.advance(idleMs + lastSeenResolutionMs);
    const before = await lastSeenAt(token);
    await me(token);
    expect(await lastSeenAt(token)).toBe(before);
  });
});

describe('the absolute lifetime', () => {
  it('ends a session at JWT_TTL however busy it is', async () => {
    const token = await signIn(t.app);
    const steps = Math.ceil((testConfig.jwtTtlSeconds * 1000) / (idleMs / 2));
    for (let step = 1; step < steps; step += 1) {
      t.clock.advance(idleMs / 2);
      expect((await me(token)).statusCode).toBe(200);
    }
    t.clock.advance(idleMs / 2);
    expectFailure(await me(token), 401, expiredMessage);
  });
});
