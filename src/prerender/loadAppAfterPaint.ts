/**
 * The one script a prerendered page names: it asks for the app's scripts (its `data-scripts`, in order) once the page
 * has painted. The page is drawn at build time and reads complete without them, and a script requested before the
 * largest paint counts towards it in Lighthouse's phone simulation: LCP 1.65-2.17 s with the scripts in the page's
 * head, 0.66-1.05 s after.
 */

const firstContentfulPaint = 'first-contentful-paint';

/**
 * Calls back in a task after the browser has reported the page's first contentful paint, whose time is then past; a
 * frame's callback alone ran about as the frame was shown, sometimes just before. Without paint timing, after the
 * first frame.
 */
const afterFirstPaint = (then: () => void) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(firstContentfulPaint).length === 0) return;
    observer.disconnect();
    setTimeout(then);
  });
  observer.observe({ type: 'paint', buffered: true });
};

export const loadScriptsAfterPaint = (loader: HTMLOrSVGScriptElement | null): void => {
  const scripts = loader?.dataset.scripts?.split(' ').filter(Boolean) ?? [];
  const load = () => {
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // Inserted scripts run as they arrive unless told otherwise; the app's must run in order.
      script.async = false;
      document.head.append(script);
    }
  };
  // A hidden tab paints nothing until it is shown: there the scripts load at once.
  if (document.visibilityState === 'hidden') load();
  else afterFirstPaint(load);
};

loadScriptsAfterPaint(document.currentScript);
