import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { api, expectFailure } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

const distDir = mkdtempSync(path.join(tmpdir(), 'securo-dist-'));
const page = (root: string) =>
  `<!doctype html><html><body><div id="root">${root}</div><script src="/assets/main.1a2b3c4d.js"></script></body></html>`;
// As the build writes them: the client's shell, and the public pages it prerendered.
const shellHtml = page('');
const landingHtml = page('<h1>Your AI-powered CISO</h1>');
const loginHtml = page('<h1>Sign in to Securo</h1>');
mkdirSync(path.join(distDir, 'assets'));
mkdirSync(path.join(distDir, 'pages'));
writeFileSync(path.join(distDir, 'app.html'), shellHtml);
writeFileSync(path.join(distDir, 'index.html'), landingHtml);
writeFileSync(path.join(distDir, 'pages', 'login.html'), loginHtml);
writeFileSync(path.join(distDir, 'pages', 'login.html.br'), brotliCompressSync(loginHtml));
writeFileSync(path.join(distDir, 'assets', 'main.1a2b3c4d.js'), 'console.log("securo")');
writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// As the build writes them: a script with its brotli and gzip copies, and its source map beside it.
const script = `console.log(${JSON.stringify('securo '.repeat(400))})`;
writeFileSync(path.join(distDir, 'assets', 'vendor.5e6f7a8b.js'), script);
writeFileSync(path.join(distDir, 'assets', 'vendor.5e6f7a8b.js.br'), brotliCompressSync(script));
writeFileSync(path.join(distDir, 'assets', 'vendor.5e6f7a8b.js.gz'), gzipSync(script));
writeFileSync(path.join(distDir, 'assets', 'vendor.5e6f7a8b.js.map'), '{"version":3,"sources":["src/secret.ts"]}');

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the web app', () => {
  const t = setupTestApp({ staticDir: distDir });
  const app = () => t.app;

  it('serves the prerendered landing page at / without caching it', async () => {
    const response = await api(t.app, 'GET', '/', { headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(landingHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/login', '/login/', '/login?from=%2Fdashboard'])('serves the prerendered page for %s', async (url) => {
    const response = await api(t.app, 'GET', url, { headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(loginHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends a prerendered page precompressed to a browser that accepts brotli', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/login',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(loginHtml);
  });

  it.each(['/dashboard', '/compliance?filter=critical', '/activity-logs/', '/founders', '/reports/r-1', '/..%2fapp'])(
    'falls back to the shell for the client route %s, which has no prerendered page',
    async (url) => {
      const response = await api(t.app, 'GET', url, { headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(shellHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await api(t.app, 'GET', '/assets/main.1a2b3c4d.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("securo")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files', async () => {
    expect((await api(t.app, 'GET', '/favicon.svg')).statusCode).toBe(200);
  });

  it('keeps unknown /api paths as JSON 404 even for browsers', async () => {
    expectFailure(await api(t.app, 'GET', '/api/unknown', { headers: html }), 404, 'Not found');
  });

  it('answers a missing asset with a 404 rather than the app', async () => {
    expectFailure(await api(t.app, 'GET', '/assets/missing.js', { headers: { accept: '*/*' } }), 404, 'Not found');
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ])('sends the precompressed copy to a client accepting %s', async (acceptEncoding, encoding, decompress) => {
    const response = await app().inject({
      method: 'GET',
      url: '/assets/vendor.5e6f7a8b.js',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decompress(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await api(t.app, 'GET', '/assets/vendor.5e6f7a8b.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('never serves a source map', async () => {
    const response = await api(t.app, 'GET', '/assets/vendor.5e6f7a8b.js.map', { headers: { accept: '*/*' } });
    expectFailure(response, 404, 'Not found');
    expect(response.body).not.toContain('secret.ts');
  });

  it('still serves the API', async () => {
    expect((await api(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  });
});
