/** Bounds of one outbound session: one connection test, one sync, one delivery. */
export type OutboundLimits = {
  /** Requests in the session, redirects included. */
  maxRequests: number;
  /** Response bytes in the session. */
  maxBytes: number;
  /** Wall time from the session's start. */
  maxMs: number;
  /** Bytes of one response. */
  maxResponseBytes: number;
  /** Redirects followed for one request. */
  maxRedirects: number;
};

const mebibyte = 1024 * 1024;

/** Generous for the largest account a provider pages through, and a ceiling for one that never stops paging. */
export const defaultOutboundLimits: OutboundLimits = {
  maxRequests: 5_000,
  maxBytes: 200 * mebibyte,
  maxMs: 10 * 60 * 1000,
  maxResponseBytes: 20 * mebibyte,
  maxRedirects: 5,
};
