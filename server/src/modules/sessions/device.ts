const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//i, 'curl'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (patterns: [RegExp, string][], userAgent: string) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on macOS" from a user agent; enough to tell one's own devices apart, not a fingerprint. */
export const describeDevice = (userAgent: string | null): string => {
  if (!userAgent) return 'Unknown device';
  const browser = first(browsers, userAgent);
  const system = first(systems, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
};
