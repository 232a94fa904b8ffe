import { readFileSync } from 'node:fs';

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The decoded body of one MIME part (text/plain or text/html) of a raw message. */
export const mimePart = (raw: string, type: 'text/plain' | 'text/html'): string => {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start === -1) throw new Error(`no ${type} part`);
  const headersEnd = raw.indexOf('\n\n', start) === -1 ? raw.indexOf('\r\n\r\n', start) : raw.indexOf('\n\n', start);
  const headers = raw.slice(start, headersEnd);
  const bodyEnd = raw.indexOf('\n----_', headersEnd);
  const body = raw.slice(headersEnd, bodyEnd === -1 ? undefined : bodyEnd).trim();
  return /quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
};

/** The token of the one-time set-password link in the plain-text part. */
export const setPasswordTokenInEmail = (raw: string): string => {
  const match = /\/set-password\?token=([A-Za-z0-9_-]+)$/m.exec(mimePart(raw, 'text/plain'));
  if (!match) throw new Error('no set-password link in email');
  return match[1];
};

export const readEml = (path: string) => readFileSync(path, 'utf8');

export const emlPathFrom = (output: string): string => {
  const match = /Email written to (\S+\.eml)/.exec(output);
  if (!match) throw new Error(`no outbox path in: ${output}`);
  return match[1];
};
