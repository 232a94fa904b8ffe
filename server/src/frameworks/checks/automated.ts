import type { FrameworkId } from '@/contracts/enums';
import type { IntegrationType } from '@/contracts/integrations';
import type { CheckRule } from './rules';

/** The controls of each framework one check supports: one check satisfies many controls. */
export type ControlMapping = Readonly<Record<FrameworkId, readonly string[]>>;

/**
 * A check the integrations' collectors measure. It applies only where one of them reports it: an organisation
 * without Azure is not failed on Azure's settings.
 */
export type AutomatedCheck = CheckRule & { integrations: readonly IntegrationType[]; controls: ControlMapping };

export const automatedCheck = (
  integrations: readonly IntegrationType[],
  rule: CheckRule,
  controls: ControlMapping,
): AutomatedCheck => ({ ...rule, integrations, controls });
