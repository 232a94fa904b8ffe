import { createHash, randomBytes } from 'node:crypto';

/** What a server's `WWW-Authenticate: Digest …` asks the client to answer (RFC 7616). */
export type DigestChallenge = { realm: string; nonce: string; opaque?: string };

export type DigestAnswer = {
  challenge: DigestChallenge;
  username: string;
  password: string;
  method: string;
  /** The request target exactly as sent: path and query. */
  uri: string;
  /** How many requests this nonce has answered, this one included. */
  count: number;
  cnonce: string;
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const parameters = (header: string): Map<string, string> =>
  new Map(
    [...header.matchAll(/(\w+)=(?:"([^"]*)"|([^\s,]*))/g)].map(([, name, quoted, bare]) => [
      name.toLowerCase(),
      quoted ?? bare,
    ]),
  );

/**
 * The challenge of a `WWW-Authenticate` header, when it is one this client can answer: Digest with MD5 (the default)
 * and qop "auth", as Atlas sends it. Anything else is left unanswered, so that the server's own refusal is reported.
 */
export const parseDigestChallenge = (header: string | null): DigestChallenge | undefined => {
  if (!header || !/^digest\s/i.test(header)) return undefined;
  const values = parameters(header.replace(/^digest\s+/i, ''));
  const realm = values.get('realm');
  const nonce = values.get('nonce');
  const algorithm = values.get('algorithm') ?? 'MD5';
  const qop = (values.get('qop') ?? '').split(',').map((option) => option.trim());
  if (realm === undefined || !nonce || algorithm.toUpperCase() !== 'MD5' || !qop.includes('auth')) return undefined;
  return { realm, nonce, opaque: values.get('opaque') };
};

/** The `Authorization` header answering a challenge for one request (RFC 7616 section 3.4, MD5, qop=auth). */
export const digestAuthorization = ({ challenge, username, password, method, uri, count, cnonce }: DigestAnswer) => {
  const { realm, nonce, opaque } = challenge;
  const nc = count.toString(16).padStart(8, '0');
  const ha1 = md5(`${username}:${realm}:${password}`);
  const ha2 = md5(`${method}:${uri}`);
  const response = md5(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${ha2}`);
  const fields = [
    `username="${username}"`,
    `realm="${realm}"`,
    `nonce="${nonce}"`,
    `uri="${uri}"`,
    'algorithm=MD5',
    'qop=auth',
    `nc=${nc}`,
    `cnonce="${cnonce}"`,
    `response="${response}"`,
    ...(opaque === undefined ? [] : [`opaque="${opaque}"`]),
  ];
  return `Digest ${fields.join(', ')}`;
};

/** Answers request after request with one challenge: the nonce reused with an incrementing count, as RFC 7616 allows. */
export const digestSigner = (challenge: DigestChallenge, username: string, password: string) => {
  let count = 0;
  return (method: string, uri: string): string => {
    count += 1;
    const cnonce = randomBytes(8).toString('hex');
    return digestAuthorization({ challenge, username, password, method, uri, count, cnonce });
  };
};
