import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with the OWASP-recommended cost (19 MiB, 2 passes).
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real verification so response times don't reveal which emails exist. */
export const verifyAgainstDummy = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('securo-dummy-password');
  await verifyPassword(await dummyHash, password);
};

const alphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '-_.!@#%+='];

/** 20 characters from unambiguous letters, digits and symbols (about 120 bits), at least one of each kind. */
export const generatePassword = (length = 20): string => {
  const all = alphabets.join('');
  const chars = alphabets.map((alphabet) => alphabet[randomInt(alphabet.length)]);
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
};
