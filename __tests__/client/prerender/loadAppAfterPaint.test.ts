import { loadScriptsAfterPaint } from '@/prerender/loadAppAfterPaint';

const requested = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

const loader = (scripts: string) => {
  const script = document.createElement('script');
  script.dataset.scripts = scripts;
  return script;
};

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

/** The browser's paint timing, reporting the paints a test names. */
class PaintObserver {
  static readonly supportedEntryTypes = ['paint'];
  static watching: PaintObserver[] = [];
  private observing = false;

  constructor(private readonly report: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {}

  observe() {
    this.observing = true;
    PaintObserver.watching.push(this);
  }

  disconnect() {
    this.observing = false;
  }

  static paint(name: string) {
    for (const observer of PaintObserver.watching)
      if (observer.observing) observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const browserPaintTiming = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');

describe('loading a prerendered page’s scripts after its first paint', () => {
  const scripts = '/assets/runtime.1.js /assets/vendor.2.js /assets/main.3.js';

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.replaceChildren();
    setVisibility('visible');
    PaintObserver.watching = [];
  });
  afterEach(() => {
    jest.useRealTimers();
    if (browserPaintTiming) Object.defineProperty(window, 'PerformanceObserver', browserPaintTiming);
    else Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('asks for nothing until the browser reports the first contentful paint, then for every script, in order', () => {
    Object.assign(window, { PerformanceObserver: PaintObserver });
    loadScriptsAfterPaint(loader(scripts));
    PaintObserver.paint('first-paint');
    jest.runAllTimers();
    expect(requested()).toEqual([]);

    PaintObserver.paint('first-contentful-paint');
    expect(requested()).toEqual([]);
    jest.runAllTimers();

    expect(requested()).toEqual(['/assets/runtime.1.js', '/assets/vendor.2.js', '/assets/main.3.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
    PaintObserver.paint('first-contentful-paint');
    jest.runAllTimers();
    expect(requested()).toHaveLength(3);
  });

  it('waits for the first frame where the browser reports no paints', () => {
    loadScriptsAfterPaint(loader(scripts));
    expect(requested()).toEqual([]);

    // The frame's callback runs before the paint; the scripts are asked for in a task after it.
    jest.advanceTimersToNextFrame();
    expect(requested()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(requested()).toEqual(['/assets/runtime.1.js', '/assets/vendor.2.js', '/assets/main.3.js']);
  });

  it('loads them at once in a hidden tab, which paints nothing until it is shown', () => {
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
