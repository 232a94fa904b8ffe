// No imports: the sign-in and settings screens and the server load this file, and the screens must stay free of zod.

/** The second sign-in step's two 401s: a wrong code may be tried again; an ended challenge needs the password again. */
export const invalidCodeMessage = 'Invalid authentication code';
export const signInExpiredMessage = 'This sign-in has expired. Please sign in again.';

/** A wrong current password where two-factor changes ask for it: the screens tell it apart from a wrong code. */
export const incorrectCurrentPasswordMessage = 'currentPassword is incorrect';
