import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '@/contracts/enums';
import { findSettingsRow } from './repository';

export type ControlSubject = { framework: FrameworkId; controlId: string; name: string; ownerIds: string[] };

// A control id names one control across the four catalogues, so it alone finds the control.
const catalogue = new Map(
  Object.values(frameworks).flatMap((framework) =>
    framework.controls.map((control) => [control.id, { framework: framework.id, name: control.name }] as const),
  ),
);

/** A catalogue control as the organisation runs it: its name and its owner and backup owner; null when no such id. */
export const findControlSubject = async (
  db: Db,
  organizationId: string,
  controlId: string,
): Promise<ControlSubject | null> => {
  const control = catalogue.get(controlId);
  if (!control) return null;
  const row = await findSettingsRow(db, organizationId, control.framework, controlId);
  const ownerIds = [row.owner_id, row.backup_owner_id].filter((id): id is string => id !== null);
  return { framework: control.framework, controlId, name: control.name, ownerIds };
};
