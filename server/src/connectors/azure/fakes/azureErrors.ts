import { createHash } from 'node:crypto';

/** A stable GUID for a name, as Azure gives every object one. */
export const guidOf = (text: string): string => {
  const hex = createHash('sha1').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const traceFooter = (now: Date) =>
  `\r\nTrace ID: ${guidOf(`trace ${now.toISOString()}`)}\r\nCorrelation ID: ${guidOf(`correlation ${now.toISOString()}`)}\r\nTimestamp: ${now.toISOString().replace('T', ' ').slice(0, 19)}Z`;

/** The identity platform's OAuth 2.0 error, with the AADSTS code and trace lines it always adds. */
export const identityError = (error: string, code: number, description: string, now: Date) => ({
  error,
  error_description: `AADSTS${code}: ${description}${traceFooter(now)}`,
  error_codes: [code],
  timestamp: `${now.toISOString().replace('T', ' ').slice(0, 19)}Z`,
  trace_id: guidOf(`trace ${now.toISOString()}`),
  correlation_id: guidOf(`correlation ${now.toISOString()}`),
  error_uri: `https://login.microsoftonline.com/error?code=${code}`,
});

/** Microsoft Graph's error, with the innerError it adds to every one. */
export const graphError = (code: string, message: string, now: Date) => ({
  error: {
    code,
    message,
    innerError: {
      date: now.toISOString().slice(0, 19),
      'request-id': guidOf(`request ${code} ${now.toISOString()}`),
      'client-request-id': guidOf(`client request ${code} ${now.toISOString()}`),
    },
  },
});

/** Resource Manager's error. */
export const armError = (code: string, message: string) => ({ error: { code, message } });
