import { api } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

const expectedCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

describe('security headers', () => {
  const t = setupTestApp();

  it('sends a CSP the web app passes, without upgrade-insecure-requests', async () => {
    const response = await api(t.app, 'GET', '/api/health');
    const csp = String(response.headers['content-security-policy']).split(';').map((part) => part.trim());
    expect(csp.sort()).toEqual([...expectedCsp].sort());
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends the usual hardening headers on API and error responses', async () => {
    for (const url of ['/api/health', '/api/missing']) {
      const response = await api(t.app, 'GET', url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
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
