import type { ControlSettings } from '@/contracts/controlSettings';
import type { Control } from '../../frameworks/types';
import type { ControlSettingsRow } from './repository';

const person = (id: string | null, names: ReadonlyMap<string, string>, label: string | null = null) =>
  id === null ? null : { id, name: names.get(id) ?? label ?? 'Former member' };

export const peopleOf = (row: ControlSettingsRow) => [row.owner_id, row.backup_owner_id];

export const toSettings = (
  row: ControlSettingsRow,
  control: Control,
  names: ReadonlyMap<string, string>,
): ControlSettings => ({
  framework: row.framework as ControlSettings['framework'],
  controlId: control.id,
  name: control.name,
  category: control.category,
  owner: person(row.owner_id, names),
  backupOwner: person(row.backup_owner_id, names),
  implementationStatus: row.implementation_status,
  statement: row.statement,
  reviewDate: row.review_date,
  applicability: {
    state: row.applicability,
    justification: row.justification,
    requestedBy: row.requested_by_label === null ? null : { id: row.requested_by ?? '', name: row.requested_by_label },
    requestedAt: row.requested_at,
    decidedBy: row.decided_by_label === null ? null : { id: row.decided_by ?? '', name: row.decided_by_label },
    decidedAt: row.decided_at,
    rejectionNote: row.rejection_note,
  },
  updatedAt: row.updated_at || null,
});
