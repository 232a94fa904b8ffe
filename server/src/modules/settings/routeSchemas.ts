import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { exampleUser } from '../sessions';
import {
  appliedSettingsResponse,
  complianceSettings,
  notificationSettings,
  organizationSettings,
  settingsFile,
  settingsFileResponse,
  settingsResponse,
  type StoredSettings,
} from '@/contracts/settings';
import { DEFAULT_COMPLIANCE, DEFAULT_NOTIFICATIONS } from '@/contracts/settingsOptions';

const tag = 'Settings' as const;

const exampleSettings: StoredSettings = {
  notifications: DEFAULT_NOTIFICATIONS,
  compliance: DEFAULT_COMPLIANCE,
  organization: { name: 'Acme Cloud', industry: 'Technology', size: '51-200', domain: 'acme.example' },
};

const settingsExample = (description: string) =>
  documented(settingsResponse, description, { success: true, data: exampleSettings });

const appliedExample = (description: string) =>
  documented(appliedSettingsResponse, description, {
    success: true,
    data: { user: exampleUser, settings: exampleSettings },
  });

export const readSettingsSchema = {
  ...describeRoute({ tag, summary: "The member's notifications and the organisation's compliance and profile" }),
  response: { 200: settingsExample('The settings, with SPEC defaults where none were saved'), ...failures(401, 503) },
};

export const notificationsSchema = {
  ...describeRoute({ tag, summary: "Save the signed-in member's notification preferences" }),
  body: notificationSettings,
  response: { 200: settingsExample('The settings as saved'), ...failures(400, 401, 413, 415, 503) },
};

export const complianceSchema = {
  ...describeRoute({ tag, summary: "Save the organisation's compliance preferences" }),
  body: complianceSettings,
  response: { 200: settingsExample('The settings as saved'), ...failures(400, 401, 413, 415, 503) },
};

export const organizationSchema = {
  ...describeRoute({ tag, summary: "Save the organisation's name, industry, size and domain" }),
  body: organizationSettings,
  response: { 200: settingsExample('The settings as saved'), ...failures(400, 401, 413, 415, 503) },
};

export const exportSchema = {
  ...describeRoute({
    tag,
    summary: 'The settings as an export file: profile, notifications, compliance, organisation',
  }),
  response: {
    200: documented(settingsFileResponse, 'The export file', {
      success: true,
      data: {
        profile: {
          name: 'Alex Morgan',
          email: 'demo@securo.dev',
          jobTitle: 'Head of Security',
          phone: null,
          timezone: 'UTC-5',
        },
        ...exampleSettings,
      },
    }),
    ...failures(401, 503),
  },
};

export const importSchema = {
  ...describeRoute({ tag, summary: 'Apply an export file: every part or, on the first bad field, nothing' }),
  body: settingsFile,
  response: { 200: appliedExample('The user and settings as applied'), ...failures(400, 401, 413, 415, 503) },
};

export const resetSchema = {
  ...describeRoute({ tag, summary: 'Reset the settings to the SPEC defaults (the organisation’s too, for Admins)' }),
  response: { 200: appliedExample('The user and settings after the reset'), ...failures(401, 503) },
};
