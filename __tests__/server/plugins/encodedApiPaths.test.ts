import { sendRaw } from '../helpers/rawHttp';
import { signIn } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

const apiHeaders = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

describe('an /api path however encoded gets the API headers and JSON answers', () => {
  const t = setupTestApp();
  let token: string;

  beforeAll(async () => {
    token = await signIn(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t.app.close();
    await t.database.dispose();
  });

  it('answers a sign-in posted to /%61pi as the API does', async () => {
    const body = JSON.stringify({ email: 'demo@securo.dev', password: 'wrong-password' });
    const response = await sendRaw(
      t.app,
      `POST /%61pi/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`,
      body,
    );
    expect(response.statusCode).toBe(401);
    expect(response.headers).toMatchObject(apiHeaders);
    expect(JSON.parse(response.body)).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it.each(['/%61pi/auth/me', '/api/auth/%6de', '/%61%70%69/auth/me'])(
    'serves %s signed in, with the API headers',
    async (url) => {
      const response = await sendRaw(t.app, `GET ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject(apiHeaders);
      expect(JSON.parse(response.body)).toMatchObject({ success: true, data: { email: 'demo@securo.dev' } });
    },
  );

  it('answers an unknown encoded /api path with the JSON 404 and the API headers', async () => {
    const response = await sendRaw(t.app, 'GET /%61pi/no-such-route HTTP/1.1\r\nHost: localhost\r\nAccept: text/html');
    expect(response.statusCode).toBe(404);
    expect(response.headers).toMatchObject(apiHeaders);
    expect(JSON.parse(response.body)).toEqual({ success: false, message: 'Not found' });
  });
});
