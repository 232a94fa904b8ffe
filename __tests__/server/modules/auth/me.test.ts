import { SignJWT } from 'jose';
import { demoAccount } from '../../../../server/src/demo/seed';
import { api, expectFailure, expectNoSecrets, registerAccount, signIn } from '../../helpers/requests';
import { setupTestApp, testConfig } from '../../helpers/testApp';

const t = setupTestApp();

const me = (headers: Record<string, string> = {}) => api(t.app, 'GET', '/api/auth/me', { headers });

const decodeClaims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('GET /api/auth/me', () => {
  it('returns the signed-in user', async () => {
    const token = await signIn(t.app);
    const response = await me({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        email: demoAccount.email,
        name: demoAccount.name,
        company: demoAccount.organization,
      }),
    });
    expectNoSecrets(response);
  });

  it('carries user, organisation and session in an HS256 token', async () => {
    const token = await signIn(t.app);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    const claims = decodeClaims(token);
    expect(header.alg).toBe('HS256');
    expect(claims).toEqual({
      sub: expect.any(String),
      org: expect.any(String),
      sid: expect.any(String),
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', claims.sid)
      .executeTakeFirstOrThrow();
    expect(session.user_id).toBe(claims.sub);
  });

  describe('answers 401 for a bad token', () => {
    it.each([
      ['no authorization header', {}],
      ['a non-bearer scheme', { authorization: 'Basic ZGVtbzpzZWN1cm8=' }],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['garbage', { authorization: 'Bearer not.a.jwt' }],
    ])('%s', async (_case, headers) => {
      expectFailure(await me(headers), 401, /Not authorized/);
    });

    it('a token whose payload was tampered with', async () => {
      const token = await signIn(t.app);
      const [header, , signature] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ ...decodeClaims(token), sub: 'someone-else' })).toString('base64url');
      expectFailure(await me({ authorization: `Bearer ${header}.${forged}.${signature}` }), 401, /Not authorized/);
    });

    it('a token signed with another secret', async () => {
      const claims = decodeClaims(await signIn(t.app));
      const forged = await new SignJWT({ org: claims.org, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(`${testConfig.jwtSecret}-but-not-quite`));
      expectFailure(await me({ authorization: `Bearer ${forged}` }), 401, /Not authorized/);
    });

    it("a validly signed token for another organisation's id", async () => {
      const other = await registerAccount(t.app);
      const claims = decodeClaims(await signIn(t.app));
      const crossTenant = await new SignJWT({ org: other.organizationId, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(testConfig.jwtSecret));
      expectFailure(await me({ authorization: `Bearer ${crossTenant}` }), 401, /Not authorized/);
    });

    it('an expired token', async () => {
      const token = await signIn(t.app);
      t.clock.advance(testConfig.jwtTtlSeconds * 1000 + 1000);
      expectFailure(await me({ authorization: `Bearer ${token}` }), 401, 'Session expired. Please sign in again.');
    });

    it('a token whose user was deleted', async () => {
      const account = await registerAccount(t.app);
      await t.db.deleteFrom('users').where('id', '=', account.id).execute();
      expectFailure(await me({ authorization: `Bearer ${account.token}` }), 401, /Not authorized/);
    });

    it('a token whose session expired in the database before the JWT did', async () => {
      const token = await signIn(t.app);
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
        .where('id', '=', decodeClaims(token).sid)
        .execute();
      expectFailure(await me({ authorization: `Bearer ${token}` }), 401, 'Session expired. Please sign in again.');
    });
  });
});
