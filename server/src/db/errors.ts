type ErrorLike = { code?: unknown; message?: unknown };

const asErrorLike = (error: unknown): ErrorLike =>
  typeof error === 'object' && error !== null ? (error as ErrorLike) : {};

const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'SQLITE_CANTOPEN']);

const connectionMessages = [
  'driver has already been destroyed',
  'The database connection is not open',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** True when the database cannot be reached, as opposed to a query the database rejected. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const { code, message } = asErrorLike(error);
  if (typeof code === 'string') {
    // PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention / shutdown).
    if (connectionCodes.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
  }
  return typeof message === 'string' && connectionMessages.some((text) => message.includes(text));
};

export const isUniqueViolation = (error: unknown): boolean => {
  const { code } = asErrorLike(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};
