import { z } from 'zod';

/** What an alert says, once: rendered as an email (alertEmail) and as Slack blocks (slackPayload) alike. */
export const alertMessage = z.object({
  subject: z.string(),
  heading: z.string(),
  intro: z.string(),
  items: z.array(z.string()),
  /** An in-app path the alert's button opens, e.g. '/compliance?framework=SOC2'. */
  action: z.object({ label: z.string(), path: z.string() }),
});

export type AlertMessage = z.infer<typeof alertMessage>;

/** The notification setting (SPEC §3) that, with emailAlerts, lets each kind of alert reach a member's inbox. */
export const alertPreferences = ['criticalIssues', 'weeklyReports', 'complianceUpdates', 'mentions'] as const;
export type AlertPreference = (typeof alertPreferences)[number];
