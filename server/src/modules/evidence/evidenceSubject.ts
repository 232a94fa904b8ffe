import type { Db } from '../../db/database';
import type { EvidenceViewer } from './visibility';
import { findVisibleEvidence } from './repository';

/** An item others discuss: its name and who uploaded it. */
export type EvidenceSubject = { id: string; name: string; uploadedBy: string | null };

/** The item, if the viewer may see it; another organisation's, or one above their clearance, is not there. */
export const findEvidenceSubject = async (
  db: Db,
  viewer: EvidenceViewer,
  id: string,
): Promise<EvidenceSubject | undefined> => {
  const found = await findVisibleEvidence(db, viewer, id);
  return found && { id: found.item.id, name: found.item.name, uploadedBy: found.item.uploaded_by };
};
