import { frameworks } from '../../frameworks';
import type { ControlRef } from '@/contracts/risks';

const names = new Map(
  Object.values(frameworks).flatMap((framework) =>
    framework.controls.map((control) => [`${framework.id}:${control.id}`, control.name] as const),
  ),
);

/** The control's name in its framework's catalogue, or undefined when the catalogue has no such control. */
export const controlName = (ref: ControlRef): string | undefined => names.get(`${ref.framework}:${ref.controlId}`);

/** Every control of the four catalogues a check feeds. */
export const controlsUsingCheck = (checkId: string): ControlRef[] =>
  Object.values(frameworks).flatMap((framework) =>
    framework.controls
      .filter((control) => (control.checks as readonly string[]).includes(checkId))
      .map((control) => ({ framework: framework.id, controlId: control.id })),
  );
