import { isApiPath } from '../../../server/src/lib/apiPath';

describe('isApiPath', () => {
  it.each(['/api', '/api/', '/api/auth/me', '/api?x=1', '/api/audit-logs?page=2', '/%61pi/auth/me'])(
    '%s is the API',
    (url) => {
      expect(isApiPath(url)).toBe(true);
    },
  );

  it.each(['/', '/apis', '/api-docs', '/dashboard', '/login?next=/api', '/%zz/api'])('%s is the web app', (url) => {
    expect(isApiPath(url)).toBe(false);
  });
});
