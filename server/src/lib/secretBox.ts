import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Named when two-factor was its only use; changing it would leave every value sealed so far unopenable.
const hkdfSalt = 'securo two-factor';

/**
 * A key of its own for one use, derived from the server's AUDIT_KEY with HKDF-SHA-256 and a label per use: nothing new
 * to configure or keep, and the derived keys reveal nothing of AUDIT_KEY or of each other.
 */
export const deriveKey = (serverKey: string, label: string): Buffer =>
  Buffer.from(hkdfSync('sha256', serverKey, hkdfSalt, label, 32));

const format = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * AES-256-GCM: `v1:` and base64url of IV, ciphertext and tag. `owner` (the row's user or organisation id) is the
 * associated data, so a sealed value copied onto another owner's row does not open.
 */
export const sealSecret = (key: Buffer, secret: string, owner: string): string => {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${format}:${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
};

/** The secret, or an error when the value was changed, belongs to another owner or was sealed under another key. */
export const openSecret = (key: Buffer, sealed: string, owner: string): string => {
  const [version, payload] = sealed.split(':');
  if (version !== format || !payload) throw new Error('Unknown sealed secret format');
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(owner, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
  return Buffer.concat([decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)), decipher.final()]).toString(
    'utf8',
  );
};
