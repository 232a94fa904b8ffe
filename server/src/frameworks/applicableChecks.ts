import { type CheckId, checks } from './checks';
import type { Control } from './types';

/**
 * The checks a control is assessed on for one organisation: every organisation check, and those automated checks
 * that an integration of its reported. An organisation without Azure is not failed on Azure's settings.
 */
export const applicableChecks = (control: Control, reported: { has: (key: string) => boolean }): CheckId[] =>
  control.checks.filter((id) => !checks[id].integrations || reported.has(id));
