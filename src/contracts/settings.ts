import { z } from 'zod';
import { sessionUser } from './auth';
import { frameworkIds } from './enums';
import { dataResponse } from './envelope';
import { emailField, nameField, optionalLine, phoneField } from './fields';
import { nameMax } from './fieldLimits';
import { organizationNameField } from './organizationName';
import {
  AUDIT_FREQUENCIES,
  DEFAULT_NOTIFICATIONS,
  NOTIFICATION_KEYS,
  type NotificationKey,
  ORGANIZATION_INDUSTRIES,
  ORGANIZATION_SIZES,
  RISK_TOLERANCES,
  TIMEZONES,
} from './settingsOptions';

const blankAsNull = (value: string | null | undefined) => (value ? value : null);

const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const domainField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^$|${domainPattern.source}`), 'must be a domain name such as example.com')
  .nullish()
  .transform(blankAsNull);

export const timezoneField = z.enum(TIMEZONES);

/** Settings added after the first five: a request or a settings file made before them takes their default. */
const laterNotificationKeys = ['mentions'] as const satisfies readonly NotificationKey[];
type LaterNotificationKey = (typeof laterNotificationKeys)[number];
const isLater = (key: NotificationKey): key is LaterNotificationKey =>
  (laterNotificationKeys as readonly NotificationKey[]).includes(key);

export const notificationSettings = z.object(
  Object.fromEntries(
    NOTIFICATION_KEYS.map((key) => [key, isLater(key) ? z.boolean().default(DEFAULT_NOTIFICATIONS[key]) : z.boolean()]),
  ) as Record<Exclude<NotificationKey, LaterNotificationKey>, z.ZodBoolean> &
    Record<LaterNotificationKey, z.ZodDefault<z.ZodBoolean>>,
);

export const complianceSettings = z.object({
  primaryFramework: z.enum(frameworkIds),
  autoRemediation: z.boolean(),
  riskTolerance: z.enum(RISK_TOLERANCES),
  auditFrequency: z.enum(AUDIT_FREQUENCIES),
  /** A member may review evidence they uploaded (a one-person team); each such review is marked. Off when unsent. */
  allowSelfReview: z.boolean().default(false),
});

export const organizationSettings = z.object({
  name: organizationNameField('name'),
  industry: z.enum(ORGANIZATION_INDUSTRIES),
  size: z.enum(ORGANIZATION_SIZES).nullable(),
  domain: domainField,
});

/** The settings a request sends whole: the member's notifications and the organisation's settings. */
export const settingsFile = z.object({
  profile: z.object({
    name: nameField,
    email: emailField,
    jobTitle: optionalLine(nameMax),
    phone: phoneField,
    timezone: timezoneField,
  }),
  notifications: notificationSettings,
  compliance: complianceSettings,
  organization: organizationSettings,
});

// Answers as stored: the same shapes without the input's trimming and normalising.
const storedOrganization = z.object({
  name: z.string(),
  industry: z.enum(ORGANIZATION_INDUSTRIES),
  size: z.enum(ORGANIZATION_SIZES).nullable(),
  domain: z.string().nullable(),
});

/** What the server keeps beside the user's profile: theirs (notifications) and their organisation's. */
export const storedSettings = z.object({
  notifications: notificationSettings,
  compliance: complianceSettings,
  organization: storedOrganization,
});

const storedFile = storedSettings.extend({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    jobTitle: z.string().nullable(),
    phone: z.string().nullable(),
    timezone: timezoneField,
  }),
});

export const settingsResponse = dataResponse(storedSettings);
export const settingsFileResponse = dataResponse(storedFile);
export const appliedSettingsResponse = dataResponse(z.object({ user: sessionUser, settings: storedSettings }));

export const importMismatchedEmailMessage =
  'profile.email must be your account’s email: change the email under Profile, with your password';

export type NotificationSettings = z.output<typeof notificationSettings>;
export type ComplianceSettings = z.output<typeof complianceSettings>;
export type OrganizationSettings = z.output<typeof organizationSettings>;
export type StoredSettings = z.output<typeof storedSettings>;
export type SettingsFile = z.output<typeof settingsFile>;
export type AppliedSettings = z.output<typeof appliedSettingsResponse>['data'];

/** What the app sends: the bodies before the server trims and normalises them. */
export type OrganizationSettingsInput = z.input<typeof organizationSettings>;
