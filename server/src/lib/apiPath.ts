/** The path as the router reads it: percent-decoded, so `/%61pi/...` is recognised as the API it routes to. */
const routedPath = (url: string): string => {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  // Decoding is the costly part of a check made on every request, and most paths have nothing to decode.
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** Whether a request URL (path and query, however encoded) is for the JSON API rather than the web app. */
export const isApiPath = (url: string): boolean => /^\/api(\/|$)/.test(routedPath(url));
