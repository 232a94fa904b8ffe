/** SPEC §7: the token lives in local storage under a product-specific key. */
export const TOKEN_STORAGE_KEY = 'securo.token';

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
