import { type FrameworkId, frameworkIds } from '@/contracts/enums';
import type { IntegrationType } from '@/contracts/integrations';
import type { CheckRule } from './rules';

/** For each framework, the controls a kind of evidence supports, each with the one line that says why. */
export type Rationales = Readonly<Record<FrameworkId, Readonly<Record<string, string>>>>;

/** The controls of each framework one check supports, each with its rationale: one check satisfies many controls. */
export type ControlMapping = Rationales;

/**
 * The controls a check supports, picked from what its kind of evidence can support: a control without a rationale
 * there does not compile.
 */
export const supports = <T extends Rationales>(
  rationales: T,
  controls: { readonly [F in FrameworkId]: readonly (keyof T[F] & string)[] },
): ControlMapping =>
  Object.fromEntries(
    frameworkIds.map((framework) => [
      framework,
      Object.fromEntries(controls[framework].map((id) => [id, rationales[framework][id]])),
    ]),
  ) as ControlMapping;

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
