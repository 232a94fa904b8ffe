import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Confidentiality } from '@/contracts/evidenceOptions';
import type { Role } from '@/contracts/enums';
import { hasPermission } from '@/contracts/permissions';

/** Who looks at the locker: a member's role decides the levels they see; an uploader always sees their own. */
export type EvidenceViewer = { organizationId: string; userId: string; role: Role };

/** The levels `role` sees whoever uploaded the item. */
export const visibleLevels = (role: Role): Confidentiality[] => [
  'public',
  'internal',
  ...(hasPermission(role, 'evidence:readConfidential') ? (['confidential'] as const) : []),
  ...(hasPermission(role, 'evidence:readRestricted') ? (['restricted'] as const) : []),
];

/** The items of the viewer's organisation they may see; the others are, to them, not there. */
export const visibleTo = (viewer: EvidenceViewer) => (eb: ExpressionBuilder<Database, 'evidence_items'>) =>
  eb.and([
    eb('evidence_items.organization_id', '=', viewer.organizationId),
    eb.or([
      eb('evidence_items.confidentiality', 'in', visibleLevels(viewer.role)),
      eb('evidence_items.uploaded_by', '=', viewer.userId),
    ]),
  ]);
