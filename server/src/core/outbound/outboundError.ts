/**
 * The outbound guard would not make (or finish) a request: `refused` for an address or scheme it never calls,
 * `limited` for a response or a session past its bounds. The message is for the person who typed the address.
 */
export class OutboundError extends Error {
  constructor(
    readonly kind: 'refused' | 'limited',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

// fetch wraps a failed connection in a TypeError, and some clients wrap that again.
const causesSearched = 3;

/** The guard's error behind a failure, when it is the guard that stopped the request. */
export const outboundErrorOf = (error: unknown): OutboundError | undefined => {
  let current = error;
  for (let depth = 0; depth <= causesSearched && current instanceof Error; depth += 1) {
    if (current instanceof OutboundError) return current;
    current = current.cause;
  }
  return undefined;
};
