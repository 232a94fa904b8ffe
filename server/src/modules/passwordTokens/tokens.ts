import { createHash, randomBytes } from 'node:crypto';

export const passwordTokenLifetimeSeconds = 48 * 60 * 60;

export const invalidLinkMessage = 'This link is invalid or has expired';

/** 32 random bytes, base64url: what the link carries. */
export const generatePasswordToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps: a leaked table gives no usable link. */
export const hashPasswordToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const setPasswordLink = (appUrl: string, token: string): string =>
  `${appUrl}/set-password?token=${encodeURIComponent(token)}`;

/** A password nobody knows: an invited user cannot sign in until they set their own. */
export const unusablePassword = (): string => randomBytes(32).toString('hex');
