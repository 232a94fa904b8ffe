const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

/** The address when it is a web or mail link; null for anything else (javascript:, data:, relative paths). */
export const safeHref = (candidate: string): string | null => {
  try {
    const url = new URL(candidate);
    return allowedProtocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};
