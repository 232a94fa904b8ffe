import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Keys of their own for two-factor data, derived from the server's AUDIT_KEY: nothing new to configure or keep. */
export type TwoFactorKeys = {
  /** AES-256-GCM key that seals each TOTP secret at rest. */
  secret: Buffer;
  /** HMAC-SHA-256 key of the recovery code hashes, so a copy of the table alone cannot be guessed through offline. */
  recoveryCodes: Buffer;
};

const hkdfSalt = 'securo two-factor';

// HKDF-SHA-256 with one `info` label per use: the derived keys reveal nothing of AUDIT_KEY or of each other.
const derive = (serverKey: string, info: string): Buffer =>
  Buffer.from(hkdfSync('sha256', serverKey, hkdfSalt, info, 32));

export const deriveTwoFactorKeys = (serverKey: string): TwoFactorKeys => ({
  secret: derive(serverKey, 'securo/two-factor/totp-secret/v1'),
  recoveryCodes: derive(serverKey, 'securo/two-factor/recovery-codes/v1'),
});

const format = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * `v1:` and base64url of IV, ciphertext and GCM tag. The user id is the associated data: a sealed secret copied onto
 * another user's row does not open.
 */
export const sealSecret = (key: Buffer, secret: string, userId: string): string => {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${format}:${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
};

/** The secret, or an error when the value was changed, belongs to another user or was sealed under another key. */
export const openSecret = (key: Buffer, sealed: string, userId: string): string => {
  const [version, payload] = sealed.split(':');
  if (version !== format || !payload) throw new Error('Unknown two-factor secret format');
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
  return Buffer.concat([decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)), decipher.final()]).toString(
    'utf8',
  );
};
