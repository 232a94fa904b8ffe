import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { recoveryCodeCount } from '@/contracts/twoFactor';

// Lower-case letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols, ten of them about 50 bits.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const codeLength = 10;
const shape = new RegExp(`^[${alphabet}]{${codeLength}}$`);

const newCode = (): string => {
  const chars = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};

export const generateRecoveryCodes = (): string[] => Array.from({ length: recoveryCodeCount }, newCode);

/** As typed: any case, with or without the dash and spaces. */
export const normaliseRecoveryCode = (input: string): string => input.toLowerCase().replace(/[\s-]/g, '');

export const looksLikeRecoveryCode = (input: string): boolean => shape.test(normaliseRecoveryCode(input));

const digest = (key: Buffer, salt: Buffer, code: string): Buffer =>
  createHmac('sha256', key).update(salt).update(normaliseRecoveryCode(code)).digest();

/**
 * Fewer than 112 bits of randomness, so (ASVS 2.6.2) each code is stored salted (16 random bytes) and hashed; the
 * hash is an HMAC under a server-derived key. Stored as `salt:hash` in hex.
 */
export const hashRecoveryCode = (key: Buffer, code: string): string => {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${digest(key, salt, code).toString('hex')}`;
};

export const recoveryCodeMatches = (key: Buffer, code: string, stored: string): boolean => {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = digest(key, Buffer.from(salt, 'hex'), code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
