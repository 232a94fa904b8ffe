import { refuseCommonPassword } from '../../lib/commonPasswords';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  accountUserResponse,
  loginBody,
  registerBody,
  tokenResponse,
  updateDetailsBody,
  updatePasswordBody,
  verifyEmailBody,
} from '@/contracts/auth';
import { messageResponse } from '@/contracts/envelope';
import { loginResponse } from '@/contracts/twoFactor';
import { exampleToken, exampleUser } from '../sessions';

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
