import type { Db } from '../../db/database';
import type { EvidenceViewer } from './visibility';
import { findVisibleEvidence } from './repository';

/** An item another record cites as its proof (an attestation): its id, name and review status. */
export type EvidenceRef = { id: string; name: string; status: string };

/** The item, if the viewer may see it; another organisation's, or one above their clearance, is not there. */
export const findEvidenceRef = async (db: Db, viewer: EvidenceViewer, id: string): Promise<EvidenceRef | undefined> => {
  const found = await findVisibleEvidence(db, viewer, id);
  return found && { id: found.item.id, name: found.item.name, status: found.item.status };
};
