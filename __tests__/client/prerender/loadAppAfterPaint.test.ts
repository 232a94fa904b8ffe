import { loadScriptsAfterPaint } from '@/prerender/loadAppAfterPaint';

const requested = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

const loader = (scripts: string) => {
  const script = document.createElement('script');
  script.dataset.scripts = scripts;
  return script;
};

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

describe('loading a prerendered page’s scripts after its first paint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.replaceChildren();
    setVisibility('visible');
  });
  afterEach(() => jest.useRealTimers());

  it('asks for nothing until the frame has been painted, then for every script, to run in order', () => {
    loadScriptsAfterPaint(loader('/assets/runtime.1.js /assets/vendor.2.js /assets/main.3.js'));
    expect(requested()).toEqual([]);

    // The frame's callback runs before the paint; the scripts are asked for in a task after it.
    jest.advanceTimersToNextFrame();
    expect(requested()).toEqual([]);
    jest.runOnlyPendingTimers();

    expect(requested()).toEqual(['/assets/runtime.1.js', '/assets/vendor.2.js', '/assets/main.3.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
  });

  it('loads them at once in a hidden tab, which paints no frame until it is shown', () => {
    setVisibility('hidden');
    loadScriptsAfterPaint(loader('/assets/runtime.1.js /assets/main.3.js'));
    expect(requested()).toEqual(['/assets/runtime.1.js', '/assets/main.3.js']);
  });

  it('asks for nothing when it names no scripts', () => {
    loadScriptsAfterPaint(null);
    jest.runAllTimers();
    expect(requested()).toEqual([]);
  });
});
