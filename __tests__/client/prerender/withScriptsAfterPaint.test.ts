import { withScriptsAfterPaint } from '../../../scripts/prerenderPages';

// The shell as the build's minifier writes it.
const shell =
  '<!doctype html><html lang=en><head><title>Securo</title><link rel=icon href=/favicon.svg>' +
  '<script defer src=/assets/runtime.1a.js></script><script defer src=/assets/7186.2b.js></script>' +
  '<script defer src=/assets/main.3c.js></script></head><body><div id=root></div></body></html>';

describe('a prerendered page’s scripts', () => {
  it('are swapped for the after-paint loader, which names them in order', () => {
    expect(withScriptsAfterPaint(shell, '/assets/after-paint.4d.js', [])).toBe(
      '<!doctype html><html lang=en><head><title>Securo</title><link rel=icon href=/favicon.svg>' +
        '<script defer src="/assets/after-paint.4d.js" ' +
        'data-scripts="/assets/runtime.1a.js /assets/7186.2b.js /assets/main.3c.js"></script>' +
        '</head><body><div id=root></div></body></html>',
    );
  });

  it('are followed by the scripts of the page’s own route, each named once', () => {
    const page = withScriptsAfterPaint(shell, '/assets/after-paint.4d.js', [
      '/assets/2200.5e.js',
      '/assets/7186.2b.js',
      '/assets/login.6f.js',
    ]);
    expect(page).toContain(
      'data-scripts="/assets/runtime.1a.js /assets/7186.2b.js /assets/main.3c.js /assets/2200.5e.js /assets/login.6f.js"',
    );
  });

  it('are read with or without quotes around their addresses', () => {
    const quoted = '<head><script defer="defer" src="/assets/main.3c.js"></script></head>';
    expect(withScriptsAfterPaint(quoted, '/assets/after-paint.4d.js', [])).toBe(
      '<head><script defer src="/assets/after-paint.4d.js" data-scripts="/assets/main.3c.js"></script></head>',
    );
  });

  it('must be there: a shell without deferred scripts fails the build', () => {
    expect(() => withScriptsAfterPaint('<head></head><div id=root></div>', '/assets/after-paint.4d.js', [])).toThrow(
      'names no deferred script',
    );
  });
});
