import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { googleTokenUri } from '../endpoints';

export const sandboxProjectId = 'acme-robotics-prod';
export const sandboxProjectNumber = '418230694721';

const clientEmail = `securo-reader@${sandboxProjectId}.iam.gserviceaccount.com`;

// Generated when the module loads and never written down: no private key is kept in the repository, and the
// sandbox accepts only this process's key, as Google accepts only keys it issued.
const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** The sandbox's service account key, in the format of the JSON key file Google lets one download. */
export const sandboxKeyFile = {
  type: 'service_account',
  project_id: sandboxProjectId,
  private_key_id: randomBytes(20).toString('hex'),
  private_key: privateKey,
  client_email: clientEmail,
  client_id: '104721983365210847755',
  auth_uri: 'https://accounts.google.com/o/oauth2/auth',
  token_uri: googleTokenUri,
  auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
  client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
  universe_domain: 'googleapis.com',
};

export type AssertionClaims = { iss?: string; scope?: string; aud?: string; iat?: number; exp?: number };

const decoded = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The claims of a JWT the sandbox's key signed (RS256); undefined for any other key, or what is no JWT. */
export const verifiedClaims = (assertion: string): AssertionClaims | undefined => {
  const [header, claims, signature, ...rest] = assertion.split('.');
  if (!header || !claims || !signature || rest.length > 0 || decoded(header)?.alg !== 'RS256') return undefined;
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${claims}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  return signed ? (decoded(claims) as AssertionClaims | undefined) : undefined;
};
