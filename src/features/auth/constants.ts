import { passwordMinLength } from '@/contracts/passwordPolicy';
/** SPEC §8 fallbacks when the server gives no message. */
export const LOGIN_FAILED = 'Login failed';
export const REGISTRATION_FAILED = 'Registration failed';
export const PROFILE_UPDATE_FAILED = 'Profile update failed';

/** SPEC §8: the one message the sign-in screen shows, whatever the cause. */
export const SIGN_IN_ERROR = 'Invalid email or password. Please try again.';

/** Shown when the server ends a signed-in session (sign-out elsewhere, password change, expiry). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const loginText = {
  title: 'Sign in to Securo',
  subtitle: 'Welcome back. Use the credentials from your early-access email.',
  email: 'Email address',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password?',
  submit: 'Sign in',
  submitting: 'Signing in...',
  backToHome: 'Back to home',
  noAccess: "Don't have access yet?",
  requestAccess: 'Request early access',
  checkingSession: 'Checking your session...',
} as const;

export const loginPanelText = {
  landmarkLabel: 'About Securo',
  eyebrow: 'SOC 2 · ISO 27001 · HIPAA · GDPR',
  headline: 'Your AI-powered CISO',
  body:
    'Securo watches your controls around the clock, explains what needs fixing ' +
    'and keeps the evidence your auditor will ask for.',
  points: [
    'Real-time monitoring of your cloud, code and identity controls',
    'Guided remediation from SecuroBot, your compliance assistant',
    'Audit-ready reports and an evidence locker in one place',
  ],
  footnote: 'Limited early access. New accounts receive credentials by email within 24-48 hours.',
} as const;

/** Shown inside the shell on a page the member's role may not see. */
export const accessText = {
  noPageAccess: 'You do not have access to this page',
} as const;

export const forgotPasswordText = {
  title: 'Reset your password',
  intro: "Enter your account's email address and we'll email you a link to choose a new password.",
  email: 'Email address',
  submit: 'Email me a link',
  submitting: 'Sending...',
  close: 'Close',
  failed: 'The request could not be sent. Please try again.',
} as const;

export const setPasswordText = {
  title: 'Choose your password',
  forAccount: 'For the account',
  password: 'New password',
  confirm: 'Confirm new password',
  submit: 'Set password',
  submitting: 'Saving...',
  checking: 'Checking your link...',
  tooShort: `Use at least ${passwordMinLength} characters.`,
  mismatch: 'The passwords do not match.',
  invalidLink: 'This link is invalid or has expired',
  requestNewLink: 'Request a new link',
  failed: 'The password could not be set. Please try again.',
  passwordSet: 'Your password is set. Sign in with it.',
} as const;

export const verifyEmailText = {
  title: 'Confirm your new email',
  body: 'Confirm to make this address the one your Securo account signs in with.',
  confirm: 'Confirm new email',
  confirming: 'Confirming...',
  missingLink: 'This link is invalid or has expired',
  failed: 'Your email could not be confirmed. Please try again.',
  signIn: 'Go to sign in',
  settings: 'Back to settings',
} as const;
