import Fastify from 'fastify';
import { registerAccessControl } from '../../../server/src/plugins/access';
import type { AppDeps } from '../../../server/src/core/appDeps';

const ctx = {} as AppDeps;

describe('access control', () => {
  it('refuses to build an app with an /api route that declares no access, naming the method and URL', async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, ctx);
    void app.register(
      async (api) => {
        api.get('/reports', async () => ({ success: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(/GET \/api\/reports declares no access/);
  });

  it('builds routes that declare their access, the docs routes, and routes outside /api', async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, ctx);
    app.get('/api/health', { config: { access: 'public' } }, async () => ({ success: true }));
    app.get('/api/reports', { config: { access: { permission: 'reports:read' } } }, async () => ({ success: true }));
    app.get('/api/docs/openapi.json', async () => ({}));
    app.get('/dashboard', async () => 'page');
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });

  it("guards a permission route, and the HEAD route Fastify adds for it, before any of the route's own hooks", async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, ctx);
    const ranOwnHook = jest.fn();
    app.get(
      '/api/reports',
      { config: { access: { permission: 'reports:read' } }, onRequest: async () => ranOwnHook() },
      async () => ({ success: true }),
    );
    app.get('/api/health', { config: { access: 'public' } }, async () => ({ success: true }));

    const get = await app.inject({ method: 'GET', url: '/api/reports' });
    const head = await app.inject({ method: 'HEAD', url: '/api/reports' });
    const open = await app.inject({ method: 'GET', url: '/api/health' });

    expect([get.statusCode, head.statusCode, open.statusCode]).toEqual([401, 401, 200]);
    expect(ranOwnHook).not.toHaveBeenCalled();
    await app.close();
  });
});
