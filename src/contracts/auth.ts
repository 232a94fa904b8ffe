import { z } from 'zod';
import { roles } from './enums';
import { emailField, nameField, optionalLine, phoneField } from './fields';
import { nameMax } from './fieldLimits';
import { dataResponse } from './envelope';
import { organizationNameField } from './organizationName';
import { passwordMaxLength, passwordMinLength, submittedPasswordMax } from './passwordPolicy';
import { TIMEZONES } from './settingsOptions';

const newPassword = z.string().min(passwordMinLength).max(passwordMaxLength);

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1).max(submittedPasswordMax),
});

export const registerBody = z.object({
  name: nameField,
  email: emailField,
  password: newPassword,
  company: organizationNameField('company'),
  jobTitle: optionalLine(nameMax),
});

export const updateDetailsBody = z
  .object({
    name: nameField.optional(),
    email: emailField.optional(),
    jobTitle: optionalLine(nameMax).optional(),
    phone: phoneField.optional(),
    timezone: z.enum(TIMEZONES).optional(),
    /** Required with a new email: whoever holds a session must still know the password to move the account. */
    currentPassword: z.string().min(1).max(submittedPasswordMax).optional(),
  })
  .refine(({ currentPassword: _password, ...fields }) => Object.values(fields).some((value) => value !== undefined), {
    message: 'Provide at least one of name, email, jobTitle, phone or timezone',
  });

export const updatePasswordBody = z.object({
  currentPassword: z.string().min(1).max(submittedPasswordMax),
  newPassword,
});

export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.enum(TIMEZONES),
  company: z.string(),
  organizationId: z.string(),
  createdAt: z.string(),
});

/** The signed-in user as their own profile reads it: the address they asked to move to, until that address confirms. */
export const accountUser = sessionUser.extend({ pendingEmail: z.string().nullable() });

export const accountUserResponse = dataResponse(accountUser);

export const tokenResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  data: sessionUser,
  message: z.string().optional(),
});

export const userResponse = dataResponse(sessionUser);

export type LoginBody = z.output<typeof loginBody>;
export type RegisterBody = z.output<typeof registerBody>;
export type UpdateDetailsBody = z.output<typeof updateDetailsBody>;
export type UpdatePasswordBody = z.output<typeof updatePasswordBody>;
export type SessionUser = z.output<typeof sessionUser>;
export type AccountUser = z.output<typeof accountUser>;
export type TokenResponse = z.output<typeof tokenResponse>;

/** What the app sends: the request bodies before the server trims and normalises them. */
export type Credentials = z.input<typeof loginBody>;
export type Registration = z.input<typeof registerBody>;
export type ProfileUpdate = z.input<typeof updateDetailsBody>;
export type PasswordUpdate = z.input<typeof updatePasswordBody>;

/** One-time set-password links (invites, resets) and the forgot-password request. */
export const passwordTokenBody = z.object({ token: z.string().min(1).max(200) });

export const setPasswordBody = z.object({ token: z.string().min(1).max(200), password: newPassword });

export const forgotPasswordBody = z.object({ email: emailField });

export const passwordTokenResponse = dataResponse(z.object({ email: z.string(), name: z.string() }));

/** The one-time link that confirms a new email. */
export const verifyEmailBody = z.object({ token: z.string().min(1).max(200) });

export type PasswordTokenHolder = z.output<typeof passwordTokenResponse>['data'];
