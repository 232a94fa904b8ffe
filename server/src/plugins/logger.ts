import type { FastifyServerOptions } from 'fastify';

export type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const secretFields = ['password', 'currentPassword', 'newPassword', 'token'];

/** Never write bearer tokens, cookies or passwords to the log. */
export const loggerOptions = (level: string): PinoOptions => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      ...secretFields.flatMap((field) => [field, `*.${field}`, `body.${field}`, `req.body.${field}`]),
    ],
    censor: '[redacted]',
  },
});
