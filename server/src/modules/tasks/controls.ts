import { frameworks } from '../../frameworks';
import type { FrameworkId } from '@/contracts/enums';

// A control id names one control across the four catalogues, so it tells its framework.
const frameworkOfControl = new Map(
  Object.values(frameworks).flatMap((framework) => framework.controls.map(({ id }) => [id, framework.id] as const)),
);

/** Whether a control id is in one of the frameworks' catalogues (SOC 2, ISO 27001, HIPAA, GDPR). */
export const isCatalogueControl = (controlId: string): boolean => frameworkOfControl.has(controlId);

/** The framework whose catalogue holds the control, or null. */
export const frameworkOf = (controlId: string | null): FrameworkId | null =>
  (controlId === null ? undefined : frameworkOfControl.get(controlId)) ?? null;
