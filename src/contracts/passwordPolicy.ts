// No imports: the sign-in and set-password screens load this file, and they must stay free of zod.

/** The server's password policy (NIST SP 800-63B); the SPEC's 6-character rule stays the client's first check. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
// Passwords chosen before the policy may be longer; a sign-in still reads them.
export const submittedPasswordMax = 200;
