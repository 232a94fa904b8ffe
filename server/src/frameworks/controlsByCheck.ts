import type { FrameworkId } from '@/contracts/enums';
import type { CheckId } from './checks';
import { frameworks } from './index';

export type ControlRef = { framework: FrameworkId; controlId: string };

/** Every control of the four frameworks each check feeds: one check satisfies many controls. */
export const controlsByCheck: ReadonlyMap<CheckId, readonly ControlRef[]> = (() => {
  const byCheck = new Map<CheckId, ControlRef[]>();
  for (const framework of Object.values(frameworks)) {
    for (const control of framework.controls) {
      for (const check of control.checks) {
        byCheck.set(check, [...(byCheck.get(check) ?? []), { framework: framework.id, controlId: control.id }]);
      }
    }
  }
  return byCheck;
})();

/** The frameworks whose assessment a change to these checks moves. */
export const frameworksFedBy = (checkIds: Iterable<CheckId>): FrameworkId[] => [
  ...new Set([...checkIds].flatMap((check) => (controlsByCheck.get(check) ?? []).map((ref) => ref.framework))),
];
