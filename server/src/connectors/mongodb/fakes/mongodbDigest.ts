import { createHash, randomBytes } from 'node:crypto';
import type { FakeRequest } from '../../fakes/fakeServer';

const realm = 'MMS Public API';
// Atlas does not document how long a nonce lasts: here five minutes, after which an answer to it is stale.
const nonceLifetimeMs = 5 * 60 * 1000;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The public key of a request whose Digest answer checks out, or whether the challenge to send back is stale. */
export type DigestVerdict = { publicKey: string } | { stale: boolean };

const fieldsOf = (header: string): Map<string, string> =>
  new Map(
    [...header.matchAll(/(\w+)=(?:"([^"]*)"|([^\s,]*))/g)].map(([, name, quoted, bare]) => [name, quoted ?? bare]),
  );

/**
 * The server side of Atlas's HTTP Digest (RFC 7616, MD5, qop=auth): the nonces it issued, each answer checked
 * against the private key it accepts, and a request count that must grow with every reuse of a nonce.
 */
export const digestGate = (privateKey: string, now: () => Date) => {
  const issued = new Map<string, { at: number; count: number }>();

  const challenge = (stale: boolean): string => {
    const nonce = randomBytes(16).toString('base64url');
    issued.set(nonce, { at: now().getTime(), count: 0 });
    return `Digest realm="${realm}", domain="", nonce="${nonce}", algorithm=MD5, qop="auth", stale=${stale}`;
  };

  const verify = ({ method, url, headers }: FakeRequest): DigestVerdict => {
    const header = headers.authorization ?? '';
    if (!/^digest\s/i.test(header)) return { stale: false };
    const fields = fieldsOf(header);
    const nonce = issued.get(fields.get('nonce') ?? '');
    if (!nonce) return { stale: false };
    if (now().getTime() - nonce.at > nonceLifetimeMs) return { stale: true };
    const count = parseInt(fields.get('nc') ?? '', 16);
    const uri = `${url.pathname}${url.search}`;
    const username = fields.get('username') ?? '';
    const ha1 = md5(`${username}:${realm}:${privateKey}`);
    const ha2 = md5(`${method}:${uri}`);
    const expected = md5(`${ha1}:${fields.get('nonce')}:${fields.get('nc')}:${fields.get('cnonce')}:auth:${ha2}`);
    const valid =
      fields.get('realm') === realm &&
      fields.get('uri') === uri &&
      fields.get('qop') === 'auth' &&
      count > nonce.count &&
      fields.get('response') === expected;
    if (!valid) return { stale: false };
    nonce.count = count;
    return { publicKey: username };
  };

  return { challenge, verify };
};
