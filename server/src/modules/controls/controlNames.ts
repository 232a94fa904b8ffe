import { frameworks } from '../../frameworks';

// A control id names one control across the four catalogues.
const names = new Map(
  Object.values(frameworks).flatMap((framework) => framework.controls.map((control) => [control.id, control.name])),
);

export const controlName = (controlId: string): string => names.get(controlId) ?? controlId;
