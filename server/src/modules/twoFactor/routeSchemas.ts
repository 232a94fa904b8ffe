import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { exampleToken, exampleUser } from '../sessions';
import { tokenResponse } from '@/contracts/auth';
import { messageResponse } from '@/contracts/envelope';
import { memberIdParams } from '@/contracts/members';
import {
  challengeBody,
  challengeCodeBody,
  challengeConfirmBody,
  enrolledSignInResponse,
  memberTwoFactorResponse,
  organizationTwoFactorBody,
  organizationTwoFactorResponse,
  recoveryCodesResponse,
  twoFactorConfirmBody,
  twoFactorPasswordCodeBody,
  twoFactorSetupBody,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@/contracts/twoFactor';

export const twoFactorMessages = {
  signedIn: 'Signed in successfully',
  enabled: 'Two-factor authentication is on. Keep these recovery codes somewhere safe: they are shown once.',
  regenerated: 'New recovery codes made. The earlier ones no longer work.',
  disabled: 'Two-factor authentication is off',
  reset: (name: string) => `The two-factor authentication of ${name} was reset; they were signed out everywhere`,
} as const;

const tag = 'Two-factor' as const;

const recoveryCodes = ['k7m2q-x9d4p', 'c3hfw-8tn2r', 'p6vza-4jd7k'];

const codesExample = (message: string) =>
  documented(recoveryCodesResponse, 'The new recovery codes, shown once', {
    success: true,
    message,
    data: { recoveryCodes },
  });

const setupExample = documented(twoFactorSetupResponse, 'The secret for manual entry and the URI the QR code draws', {
  success: true,
  data: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/Securo:demo%40securo.dev?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Securo',
  },
});

export const signInWithCodeSchema = {
  ...describeRoute({ tag, summary: 'Second sign-in step: the challenge and an authenticator or recovery code' }),
  body: challengeCodeBody,
  response: {
    200: documented(tokenResponse, 'Signed in: the bearer token and the user', {
      success: true,
      token: exampleToken,
      data: exampleUser,
      message: twoFactorMessages.signedIn,
    }),
    ...failures(400, 401, 413, 415, 429, 503),
  },
};

export const setupAtSignInSchema = {
  ...describeRoute({ tag, summary: 'Enrolment the organisation requires: a secret for the challenge’s member' }),
  body: challengeBody,
  response: { 200: setupExample, ...failures(400, 401, 409, 413, 415, 429, 503) },
};

export const confirmAtSignInSchema = {
  ...describeRoute({ tag, summary: 'Finish enrolment at sign-in with a code: two-factor on, signed in' }),
  body: challengeConfirmBody,
  response: {
    200: documented(enrolledSignInResponse, 'Signed in; the recovery codes, shown once', {
      success: true,
      message: twoFactorMessages.enabled,
      token: exampleToken,
      data: { recoveryCodes },
    }),
    ...failures(400, 401, 409, 413, 415, 429, 503),
  },
};

export const statusSchema = {
  ...describeRoute({
    tag,
    summary: 'Whether two-factor is on for the signed-in member and required by the organisation',
  }),
  response: {
    200: documented(twoFactorStatusResponse, 'The two-factor status', {
      success: true,
      data: { enabled: true, enabledAt: '2026-02-01T10:00:00.000Z', recoveryCodesLeft: 9, organizationRequired: false },
    }),
    ...failures(401, 503),
  },
};

export const setupSchema = {
  ...describeRoute({
    tag,
    summary: 'Start setting up an authenticator app, given the current password: a new secret, pending until confirmed',
  }),
  body: twoFactorSetupBody,
  response: { 200: setupExample, ...failures(400, 401, 409, 413, 415, 429, 503) },
};

export const confirmSchema = {
  ...describeRoute({ tag, summary: 'Confirm the setup with a code: two-factor on, other sessions end' }),
  body: twoFactorConfirmBody,
  response: { 200: codesExample(twoFactorMessages.enabled), ...failures(400, 401, 409, 413, 415, 429, 503) },
};

export const disableSchema = {
  ...describeRoute({ tag, summary: 'Turn two-factor off with the current password and a code; other sessions end' }),
  body: twoFactorPasswordCodeBody,
  response: {
    200: documented(messageResponse, 'Two-factor is off', { success: true, message: twoFactorMessages.disabled }),
    ...failures(400, 401, 409, 413, 415, 429, 503),
  },
};

export const regenerateSchema = {
  ...describeRoute({
    tag,
    summary: 'Replace the recovery codes with a new set, given the current password and a code',
  }),
  body: twoFactorPasswordCodeBody,
  response: { 200: codesExample(twoFactorMessages.regenerated), ...failures(400, 401, 409, 413, 415, 429, 503) },
};

export const organizationRequirementSchema = {
  ...describeRoute({ tag, summary: 'Require (or stop requiring) two-factor for every member of the organisation' }),
  body: organizationTwoFactorBody,
  response: {
    200: documented(organizationTwoFactorResponse, 'The requirement now in force', {
      success: true,
      data: { required: true },
    }),
    ...failures(400, 401, 413, 415, 503),
  },
};

export const memberTwoFactorSchema = {
  ...describeRoute({ tag, summary: 'Which members of the organisation have two-factor on' }),
  response: {
    200: documented(memberTwoFactorResponse, 'The ids of the members with two-factor on', {
      success: true,
      data: { enabledMemberIds: ['3f0c1a52-8f7e-4d0b-9c55-2f1e6b7a9d10'] },
    }),
    ...failures(401, 503),
  },
};

export const memberResetSchema = {
  ...describeRoute({
    tag,
    summary: 'Reset a member’s two-factor (lost authenticator and codes): it is removed and their sessions end',
  }),
  params: memberIdParams,
  response: {
    200: documented(messageResponse, 'Two-factor removed; the member is emailed', {
      success: true,
      message: twoFactorMessages.reset('Jordan Lee'),
    }),
    ...failures(400, 401, 404, 409, 503),
  },
};
