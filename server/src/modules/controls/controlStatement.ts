import type { Db } from '../../db/database';
import { type ControlSubject, findControlSubject } from './controlSubject';
import { findSettingsRow } from './repository';

export type ControlStatement = ControlSubject & { statement: string | null };

/** A catalogue control with the implementation statement the organisation wrote for it; null when no such id. */
export const findControlStatement = async (
  db: Db,
  organizationId: string,
  controlId: string,
): Promise<ControlStatement | null> => {
  const subject = await findControlSubject(db, organizationId, controlId);
  if (!subject) return null;
  const row = await findSettingsRow(db, organizationId, subject.framework, controlId);
  return { ...subject, statement: row.statement };
};
