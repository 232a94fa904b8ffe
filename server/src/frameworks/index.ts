import { gdpr } from './gdpr';
import { hipaa } from './hipaa';
import { iso27001 } from './iso27001';
import { soc2 } from './soc2';
import type { FrameworkId } from '@/contracts/enums';
import { checkIds, type CheckId, checks } from './checks';
import type { Framework } from './types';

/** A framework's controls with the automated checks that support each, as the checks' own table maps them. */
const withAutomatedChecks = (framework: Framework): Framework => {
  const byControl = new Map<string, CheckId[]>();
  for (const id of checkIds) {
    for (const controlId of Object.keys(checks[id].controls?.[framework.id] ?? {})) {
      byControl.set(controlId, [...(byControl.get(controlId) ?? []), id]);
    }
  }
  const known = new Set(framework.controls.map((control) => control.id));
  const unknown = [...byControl.keys()].filter((controlId) => !known.has(controlId));
  if (unknown.length > 0)
    throw new Error(`Checks map to controls ${framework.id} does not have: ${unknown.join(', ')}`);
  return {
    ...framework,
    controls: framework.controls.map((control) => ({
      ...control,
      checks: [...control.checks, ...(byControl.get(control.id) ?? [])],
    })),
  };
};

export const frameworks: Readonly<Record<FrameworkId, Framework>> = {
  SOC2: withAutomatedChecks(soc2),
  ISO27001: withAutomatedChecks(iso27001),
  HIPAA: withAutomatedChecks(hipaa),
  GDPR: withAutomatedChecks(gdpr),
};
