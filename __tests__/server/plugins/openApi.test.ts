import { execFileSync } from 'node:child_process';
import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';
import { permissionLabels, rolesWith } from '@/contracts/permissions';
import type { RouteAccess } from '../../../server/src/plugins/access';
import { recordApiRoutes } from '../helpers/registeredRoutes';
import { recordRouteAccess } from '../helpers/routeAccess';
import { api } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

// The validator is published as an ES module only, which Jest's CommonJS runtime cannot load: it runs in Node itself.
const validatorScript = `
  import { Validator } from '@seriousme/openapi-schema-validator';
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(input));
  console.log(JSON.stringify({ ...result, version: validator.version }));
`;

const validateOpenApi = (document: unknown) =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', validatorScript], {
      input: JSON.stringify(document),
    }).toString(),
  ) as { valid: boolean; version: string; errors?: unknown };

const operationsOf = (document: OpenApi.Document) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {}).map((method) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      path,
      method,
    })),
  );

/** What the document must say of a route, from the access the route is enforced with. */
const describedAccess = (access: RouteAccess | undefined) => {
  if (access === undefined) return 'no access declared';
  if (access === 'public') return 'Auth: public (no token). Permission: anyone.';
  const { permission } = access;
  return (
    `Auth: bearer token. Permission: ${permission} (${permissionLabels[permission]}). ` +
    `Roles: ${rolesWith(permission).join(', ')}.`
  );
};

describe('the OpenAPI document', () => {
  const registered = recordApiRoutes();
  const enforced = recordRouteAccess();
  const t = setupTestApp();
  let document: OpenApi.Document;

  beforeAll(async () => {
    const response = await api(t.app, 'GET', '/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('lists every /api route with its method, and nothing else', () => {
    const routes = registered.routes().map(({ method, url }) => `${method} ${url}`);
    expect(routes.length).toBeGreaterThan(10);
    expect(
      operationsOf(document)
        .map(({ key }) => key)
        .sort(),
    ).toEqual(routes.sort());
  });

  it('is valid OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(validateOpenApi(document)).toEqual({ valid: true, version: '3.1' });
  });

  it('says for each route who may call it, what it answers and how it fails', () => {
    const scheme = document.components?.securitySchemes?.bearerAuth;
    expect(scheme).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const { key, path, method } of operationsOf(document)) {
      const operation = document.paths?.[path]?.[method as OpenApi.HttpMethods] as OpenApi.OperationObject;
      const access = enforced().find((route) => `${route.method} ${route.url}` === key)?.access;
      const isPublic = access === 'public';
      expect({ key, tags: operation.tags?.length, summary: typeof operation.summary }).toEqual({
        key,
        tags: 1,
        summary: 'string',
      });
      expect({ key, description: operation.description }).toEqual({ key, description: describedAccess(access) });
      expect({ key, security: operation.security }).toEqual({
        key,
        security: isPublic ? undefined : [{ bearerAuth: [] }],
      });
      const responses = Object.entries(operation.responses ?? {}) as [string, OpenApi.ResponseObject][];
      for (const [status, response] of responses) {
        const [media] = Object.values(response.content ?? {});
        const example = media?.example ?? (media?.schema as { examples?: unknown[] } | undefined)?.examples?.[0];
        expect({
          key,
          status,
          described: response.description !== 'Default Response',
          example: example !== undefined,
        }).toEqual({
          key,
          status,
          described: true,
          example: true,
        });
      }
      const failures = [
        ...(isPublic ? [] : ['401', '403']),
        ...(operation.requestBody ? ['400', '413', '415'] : []),
        '503',
      ];
      const statuses = responses.map(([status]) => status);
      expect({ key, statuses }).toEqual({ key, statuses: expect.arrayContaining(failures) });
    }
  });

  it("documents a permission route's 403 with the message naming its permission", () => {
    const forbidden = document.paths?.['/api/audit-logs/export']?.get?.responses?.['403'] as OpenApi.ResponseObject;
    const media = forbidden.content?.['application/json'];
    const example = media?.example ?? (media?.schema as { examples?: unknown[] } | undefined)?.examples?.[0];
    expect(example).toEqual({
      success: false,
      message: 'Your role does not allow you to export the activity logs (requires auditLogs:export)',
    });
  });

  it('documents sign-out under GET (SPEC §7) and POST, alike', () => {
    const signOut = document.paths?.['/api/auth/logout'];
    expect(signOut?.post).toBeDefined();
    expect(signOut?.post).toEqual(signOut?.get);
  });

  it('documents the audit export as CSV', () => {
    const ok = document.paths?.['/api/audit-logs/export']?.get?.responses?.['200'] as OpenApi.ResponseObject;
    expect(Object.keys(ok.content ?? {})).toEqual(['text/csv']);
    expect(ok.content?.['text/csv'].schema).toMatchObject({ type: 'string' });
  });

  it('documents the automated evidence download as a JSON file with an example', () => {
    const ok = document.paths?.['/api/evidence/automated/{integration}/{check}']?.get?.responses?.[
      '200'
    ] as OpenApi.ResponseObject;
    const schema = ok.content?.['application/json'].schema as { examples?: { data?: unknown }[] };
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['integration', 'data']) });
    expect(schema.examples?.[0]?.data).toBeDefined();
  });
});

describe('the docs page', () => {
  const t = setupTestApp();

  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name, sources]),
    );

  it('loads from this server only, under a CSP that allows nothing inline and no other origin', async () => {
    const page = await api(t.app, 'GET', '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son\w+=/i);
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const allSources = [...csp.values()].flat();
    expect(allSources.filter((source) => !["'self'", "'none'", 'data:'].includes(source))).toEqual([]);

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const url of assets) {
      expect(url).toMatch(/^\/api\/docs\/static\//);
      const asset = await api(t.app, 'GET', url);
      expect({ url, status: asset.statusCode }).toEqual({ url, status: 200 });
      expect(asset.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    }
  });

  it('fetches the document the page shows from this server', async () => {
    const initializer = await api(t.app, 'GET', '/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
    const document = await api(t.app, 'GET', '/api/docs/json');
    expect(document.json()).toEqual((await api(t.app, 'GET', '/api/docs/openapi.json')).json());
  });

  it('keeps the API policy on every other /api response', async () => {
    const health = await api(t.app, 'GET', '/api/health');
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
