import { z } from 'zod';
import { tokenResponse } from './auth';
import { submittedPasswordMax } from './passwordPolicy';
import { dataResponse } from './envelope';

/** TOTP as RFC 6238 with the defaults every authenticator app reads: SHA-1, 6 digits, a 30-second step. */
export const totpDigits = 6;
export const totpPeriodSeconds = 30;

/** How many recovery codes one set holds; each works once. */
export const recoveryCodeCount = 10;

/** The 6-digit code the authenticator app shows now. */
export const totpCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app');

/** A second factor: the app's 6-digit code, or one of the recovery codes (told apart by their shape). */
export const secondFactorField = z.string().trim().min(totpDigits).max(32);

/** The single-purpose token a correct password earns when a second factor is still due: it is not a session. */
export const challengeField = z.string().min(1).max(200);

/**
 * The account's password, asked again before two-factor is set up, turned off or given new recovery codes: whoever
 * holds only a session cannot lock the owner out or take the account's second factor.
 */
export const currentPasswordField = z.string().min(1).max(submittedPasswordMax);

export const twoFactorSetupBody = z.object({ currentPassword: currentPasswordField });

export const twoFactorConfirmBody = z.object({ code: totpCodeField });

export const twoFactorCodeBody = z.object({ code: secondFactorField });

/** Turning two-factor off and making new recovery codes: the password and a code (or a recovery code). */
export const twoFactorPasswordCodeBody = z.object({ currentPassword: currentPasswordField, code: secondFactorField });

export const challengeBody = z.object({ challenge: challengeField });

export const challengeCodeBody = z.object({ challenge: challengeField, code: secondFactorField });

export const challengeConfirmBody = z.object({ challenge: challengeField, code: totpCodeField });

export const organizationTwoFactorBody = z.object({ required: z.boolean() });

/** What a correct password leads to: the code of an enrolled member, or enrolment when the organisation requires it. */
export const twoFactorSteps = ['verify', 'enrol'] as const;
export type TwoFactorStep = (typeof twoFactorSteps)[number];

export const twoFactorChallenge = z.object({
  twoFactor: z.enum(twoFactorSteps),
  challenge: z.string(),
  expiresAt: z.string(),
});

export const twoFactorChallengeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: twoFactorChallenge,
});

/** POST /auth/login: signed in (a session token), or a second factor is due (a challenge, no session). */
export const loginResponse = z.union([tokenResponse, twoFactorChallengeResponse]);

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  organizationRequired: z.boolean(),
});

export const twoFactorStatusResponse = dataResponse(twoFactorStatus);

/** Shown once while setting up: the base32 secret for manual entry and the otpauth:// URI the QR code draws. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauthUri: z.string() });

export const twoFactorSetupResponse = dataResponse(twoFactorSetup);

const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** The new recovery codes: shown once, stored only hashed. */
export const recoveryCodesResponse = z.object({ success: z.literal(true), message: z.string(), data: recoveryCodes });

/** Enrolment finished at sign-in: the session token and the recovery codes, shown once. */
export const enrolledSignInResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: recoveryCodes,
});

export const organizationTwoFactorResponse = dataResponse(z.object({ required: z.boolean() }));

/** Access management: which of the organisation's members have two-factor on (an Admin may reset it for them). */
export const memberTwoFactor = z.object({ enabledMemberIds: z.array(z.string()) });

export const memberTwoFactorResponse = dataResponse(memberTwoFactor);

export type TwoFactorChallenge = z.output<typeof twoFactorChallenge>;
export type LoginResponse = z.output<typeof loginResponse>;
export type TwoFactorStatus = z.output<typeof twoFactorStatus>;
export type TwoFactorSetup = z.output<typeof twoFactorSetup>;
export type RecoveryCodes = z.output<typeof recoveryCodes>;
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBody>;
export type TwoFactorSetupBody = z.input<typeof twoFactorSetupBody>;
export type TwoFactorPasswordCodeBody = z.input<typeof twoFactorPasswordCodeBody>;
export type MemberTwoFactor = z.output<typeof memberTwoFactor>;
export type OrganizationTwoFactorBody = z.input<typeof organizationTwoFactorBody>;
