import { generateSecret, generateURI, verify } from 'otplib';
import { totpDigits, totpPeriodSeconds } from '@/contracts/twoFactor';

export const totpIssuer = 'Securo';

const parameters = { algorithm: 'sha1', digits: totpDigits, period: totpPeriodSeconds } as const;

/** 20 random bytes (160 bits, RFC 4226's recommendation) in base32, as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const otpauthUri = (secret: string, email: string): string =>
  generateURI({ issuer: totpIssuer, label: email, secret, ...parameters });

/**
 * The time step the code belongs to when it is valid now or one step either side (clock drift), else null. A step
 * at or before `lastUsedStep` is refused, so a code that was accepted once (or an older one) cannot be replayed.
 */
export const matchTotp = async (
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): Promise<number | null> => {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: totpPeriodSeconds,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
    ...parameters,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};
