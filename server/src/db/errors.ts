type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

const asErrorLike = (error: unknown): ErrorLike =>
  typeof error === 'object' && error !== null ? (error as ErrorLike) : {};

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'SQLITE_CANTOPEN',
  // PostgreSQL: too_many_connections, and query_canceled (what statement_timeout raises).
  '53300',
  '57014',
]);

const closedMessages = ['driver has already been destroyed', 'The database connection is not open'];

const connectionMessages = [
  ...closedMessages,
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Query read timeout',
];

/** The error, what caused it and, for an AggregateError (one per address tried), each attempt's error. */
const causes = (error: unknown, depth = 0): ErrorLike[] => {
  const like = asErrorLike(error);
  if (depth > 3) return [like];
  const nested = [like.cause, ...(Array.isArray(like.errors) ? like.errors : [])].filter((inner) => inner != null);
  return [like, ...nested.flatMap((inner) => causes(inner, depth + 1))];
};

const hasMessage = (error: ErrorLike, texts: string[]) =>
  typeof error.message === 'string' && texts.some((text) => (error.message as string).includes(text));

const unreachable = (error: ErrorLike): boolean => {
  const { code } = error;
  if (typeof code === 'string') {
    // PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention / shutdown).
    if (connectionCodes.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
  }
  return hasMessage(error, connectionMessages);
};

/**
 * True when the database cannot be reached or did not answer in time (refused, shut down, connection lost, timed
 * out), as opposed to a query the database rejected.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => causes(error).some(unreachable);

/** True when this process closed its database (shutting down): waiting for it to come back is pointless. */
export const isDatabaseClosed = (error: unknown): boolean =>
  causes(error).some((cause) => hasMessage(cause, closedMessages));

export const isUniqueViolation = (error: unknown): boolean => {
  const { code } = asErrorLike(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};
