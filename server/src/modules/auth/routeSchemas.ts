import { refuseCommonPassword } from '../../lib/commonPasswords';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  accountUserResponse,
  loginBody,
  registerBody,
  type SessionUser,
  tokenResponse,
  updateDetailsBody,
  updatePasswordBody,
  verifyEmailBody,
} from '@/contracts/auth';
import { messageResponse } from '@/contracts/envelope';
import { loginResponse } from '@/contracts/twoFactor';

/** The examples the API document shows for a signed-in user and their token. */
export const exampleUser: SessionUser = {
  id: '0b6f2c7e-4c1d-4a53-9a55-3f0e5f4c2d11',
  name: 'Alex Morgan',
  email: 'demo@securo.dev',
  role: 'Admin',
  jobTitle: 'Head of Security',
  phone: '+1 415 555 0134',
  timezone: 'UTC-8',
  company: 'Acme Cloud',
  organizationId: '9d3a7a52-1f7e-4b8e-8a2c-6c1d4e2f9b70',
  createdAt: '2026-01-05T09:30:00.000Z',
};

export const exampleToken = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwYjZmMmM3ZSJ9.c2lnbmF0dXJl';

export const twoFactorDueMessage = 'Enter the code from your authenticator app';
export const twoFactorSetupDueMessage = 'Your organisation requires two-factor authentication: set it up to sign in';

const signedInOrChallenged = documented(
  loginResponse,
  'Signed in (the bearer token and the user), or a second factor is due: a short-lived challenge for ' +
    'POST /api/auth/login/two-factor (or, when the organisation requires two-factor and the member has none, for ' +
    'the enrolment routes under /api/auth/login/two-factor), and no session',
  { success: true, token: exampleToken, data: exampleUser, message: 'Signed in successfully' },
);

export const loginSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Sign in with email and password' }),
  body: loginBody,
  response: { 200: signedInOrChallenged, ...failures(400, 401, 413, 415, 429, 503) },
};

export const registerSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Create an organisation with its first user, an Admin' }),
  body: registerBody.superRefine(refuseCommonPassword('password')),
  response: {
    201: documented(tokenResponse, 'Registered and signed in', {
      success: true,
      token: exampleToken,
      data: exampleUser,
    }),
    ...failures(400, 409, 413, 415, 429, 503),
  },
};

export const logoutSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Sign out: ends this session' }),
  response: {
    200: documented(messageResponse, 'Signed out', { success: true, message: 'Signed out' }),
    ...failures(401, 503),
  },
};

const currentUser = documented(accountUserResponse, 'The signed-in user, and the email waiting to be confirmed', {
  success: true,
  data: { ...exampleUser, pendingEmail: null },
});

export const meSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'The signed-in user' }),
  response: { 200: currentUser, ...failures(401, 503) },
};

export const updateDetailsSchema = {
  ...describeRoute({
    tag: 'Auth',
    summary:
      "Change the signed-in user's name, job title, phone or timezone; a new email (with currentPassword) waits, " +
      'as pendingEmail, until the link emailed to it is followed',
  }),
  body: updateDetailsBody,
  response: {
    200: documented(accountUserResponse, 'Saved; the email stays the current one until the new one is confirmed', {
      success: true,
      data: { ...exampleUser, pendingEmail: 'alex.morgan@acmecloud.example' },
    }),
    ...failures(400, 401, 413, 415, 429, 503),
  },
};

export const verifyEmailSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Confirm a new email from its one-time link: the account moves to it' }),
  body: verifyEmailBody,
  response: {
    200: documented(messageResponse, 'Confirmed', {
      success: true,
      message: 'Your email is now alex.morgan@acmecloud.example. Sign in with it from now on.',
    }),
    ...failures(400, 409, 413, 415, 429, 503),
  },
};

export const updatePasswordSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Change the password; every other session ends' }),
  body: updatePasswordBody.superRefine(refuseCommonPassword('newPassword')),
  response: {
    200: documented(messageResponse, 'Password updated', { success: true, message: 'Password updated' }),
    ...failures(400, 401, 413, 415, 503),
  },
};
