import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, expectFailure } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

const distDir = mkdtempSync(path.join(tmpdir(), 'securo-dist-'));
const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/main.1a2b3c4d.js"></script></body></html>';
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), indexHtml);
writeFileSync(path.join(distDir, 'assets', 'main.1a2b3c4d.js'), 'console.log("securo")');
writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the web app', () => {
  const t = setupTestApp({ staticDir: distDir });

  it('serves index.html at / without caching it', async () => {
    const response = await api(t.app, 'GET', '/', { headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/login', '/dashboard', '/compliance?filter=critical', '/activity-logs/'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await api(t.app, 'GET', url, { headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(indexHtml);
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

  it('still serves the API', async () => {
    expect((await api(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  });
});
