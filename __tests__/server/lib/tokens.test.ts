import { createTokenSigner } from '../../../server/src/core/tokens';

const claims = { userId: 'user-1', organizationId: 'org-1', sessionId: 'session-1' };
const issuedAt = new Date('2026-11-22T10:00:00Z');
const expiresAt = new Date('2026-11-22T22:00:00Z');
const duringSession = new Date('2026-11-22T12:00:00Z');
const afterExpiry = new Date('2026-11-22T22:00:01Z');

describe('token signer', () => {
  it('verifies its own tokens, repeatedly', async () => {
    const signer = createTokenSigner('a-test-secret-that-is-long-enough-123');
    const token = await signer.sign(claims, issuedAt, expiresAt);
    await expect(signer.verify(token, duringSession)).resolves.toEqual(claims);
    await expect(signer.verify(token, duringSession)).resolves.toEqual(claims);
  });

  it('rejects an expired token even after it verified once', async () => {
    const signer = createTokenSigner('a-test-secret-that-is-long-enough-123');
    const token = await signer.sign(claims, issuedAt, expiresAt);
    await signer.verify(token, duringSession);
    await expect(signer.verify(token, afterExpiry)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Session expired. Please sign in again.',
    });
  });

  it('rejects a token whose payload was altered after a valid one verified', async () => {
    const signer = createTokenSigner('a-test-secret-that-is-long-enough-123');
    const token = await signer.sign(claims, issuedAt, expiresAt);
    await signer.verify(token, duringSession);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'user-2', org: 'org-2', sid: 'session-1', exp: 1893456000 }),
    ).toString('base64url');
    await expect(signer.verify(`${header}.${forgedPayload}.${signature}`, duringSession)).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('rejects tokens signed with another secret', async () => {
    const token = await createTokenSigner('another-secret-that-is-long-enough-456').sign(claims, issuedAt, expiresAt);
    const signer = createTokenSigner('a-test-secret-that-is-long-enough-123');
    await expect(signer.verify(token, duringSession)).rejects.toMatchObject({ statusCode: 401 });
  });
});
