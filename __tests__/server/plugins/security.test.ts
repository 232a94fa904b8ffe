import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

const distDir = mkdtempSync(path.join(tmpdir(), 'securo-dist-'));
writeFileSync(path.join(distDir, 'app.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
const html = { accept: 'text/html' };

const expectedCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "frame-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

describe('security headers', () => {
  const t = setupTestApp({ staticDir: distDir });

  it.each(['/', '/dashboard'])(
    'serves the web app at %s with a CSP it passes, without upgrade-insecure-requests',
    async (url) => {
      const response = await api(t.app, 'GET', url, { headers: html });
      const csp = String(response.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim());
      expect(csp.sort()).toEqual([...expectedCsp].sort());
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('sends the REST hardening headers on API and error responses, and forbids caching them', async () => {
    for (const url of ['/api/health', '/api/missing', '/api/auth/me']) {
      const response = await api(t.app, 'GET', url);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends no CORS headers unless CORS_ORIGIN is configured', async () => {
    const response = await api(t.app, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS when configured', () => {
  const t = setupTestApp({ corsOrigins: ['https://app.example.com'] });

  it('allows the configured origin only', async () => {
    const allowed = await api(t.app, 'GET', '/api/health', { headers: { origin: 'https://app.example.com' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const other = await api(t.app, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
