import { refuseCommonPassword } from '../../lib/commonPasswords';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { forgotPasswordBody, passwordTokenBody, passwordTokenResponse, setPasswordBody } from '@/contracts/auth';
import { messageResponse } from '@/contracts/envelope';
import { forgotPasswordMessage } from './forgotPassword';

export const passwordSetMessage = 'Your password is set. Sign in with it.';

export const verifyPasswordTokenSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Check a one-time set-password link and name its account' }),
  body: passwordTokenBody,
  response: {
    200: documented(passwordTokenResponse, 'The link is usable', {
      success: true,
      data: { email: 'jane@example.com', name: 'Jane Doe' },
    }),
    ...failures(400, 413, 415, 429, 503),
  },
};

export const setPasswordSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Set the password from a one-time link; every session ends' }),
  body: setPasswordBody.superRefine(refuseCommonPassword('password')),
  response: {
    200: documented(messageResponse, 'Password set', { success: true, message: passwordSetMessage }),
    ...failures(400, 413, 415, 429, 503),
  },
};

export const forgotPasswordSchema = {
  ...describeRoute({
    tag: 'Auth',
    summary: 'Email a reset link if the address has an account (same answer either way)',
  }),
  body: forgotPasswordBody,
  response: {
    200: documented(messageResponse, 'Always the same answer', { success: true, message: forgotPasswordMessage }),
    ...failures(400, 413, 415, 429, 503),
  },
};
