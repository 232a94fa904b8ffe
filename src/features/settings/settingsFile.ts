import { z } from 'zod';
import {
  AUDIT_FREQUENCIES,
  FRAMEWORKS,
  INDUSTRIES,
  RISK_TOLERANCES,
  settingsText,
  TIMEZONES,
} from '@/features/settings/constants';
import type { PortableSettings } from '@/features/settings/types';

const portableSettingsSchema = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    role: z.string(),
    company: z.string(),
    phone: z.string(),
    timezone: z.enum(TIMEZONES),
  }),
  notifications: z.object({
    emailAlerts: z.boolean(),
    criticalIssues: z.boolean(),
    weeklyReports: z.boolean(),
    complianceUpdates: z.boolean(),
    systemMaintenance: z.boolean(),
  }),
  compliance: z.object({
    primaryFramework: z.enum(FRAMEWORKS),
    autoRemediation: z.boolean(),
    riskTolerance: z.enum(RISK_TOLERANCES),
    auditFrequency: z.enum(AUDIT_FREQUENCIES),
  }),
  organization: z.object({ name: z.string(), industry: z.enum(INDUSTRIES), website: z.string() }),
});

export type ParsedSettingsFile = { ok: true; settings: PortableSettings } | { ok: false; error: string };

/** Reads an exported file back; anything else is refused whole, so a bad file changes nothing. */
export const parseSettingsFile = (text: string): ParsedSettingsFile => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: settingsText.data.invalidJson };
  }
  const result = portableSettingsSchema.safeParse(json);
  return result.success ? { ok: true, settings: result.data } : { ok: false, error: settingsText.data.invalidShape };
};

export const serializeSettings = (settings: PortableSettings): string => JSON.stringify(settings, null, 2);
