import type { ControlSettings, ImplementationStatus, UpdateControlBody } from '@/contracts/controlSettings';

type Person = ControlSettings['owner'];

/** The configure form as typed: '' is a cleared statement or review date. */
export type ControlDraft = {
  owner: Person;
  backupOwner: Person;
  implementationStatus: ImplementationStatus;
  statement: string;
  reviewDate: string;
};

export const draftOf = (control: ControlSettings): ControlDraft => ({
  owner: control.owner,
  backupOwner: control.backupOwner,
  implementationStatus: control.implementationStatus,
  statement: control.statement ?? '',
  reviewDate: control.reviewDate ?? '',
});

/** Only what the member changed, as the server reads it: a field not sent stays as it is. */
export const changedFields = (control: ControlSettings, draft: ControlDraft): UpdateControlBody => {
  const saved = draftOf(control);
  const statement = draft.statement.trim();
  const { implementationStatus } = draft;
  return {
    ...(draft.owner?.id !== saved.owner?.id && { ownerId: draft.owner?.id ?? null }),
    ...(draft.backupOwner?.id !== saved.backupOwner?.id && { backupOwnerId: draft.backupOwner?.id ?? null }),
    ...(implementationStatus !== saved.implementationStatus &&
      implementationStatus !== 'not_applicable' && { implementationStatus }),
    ...(statement !== saved.statement && { statement: statement === '' ? null : statement }),
    ...(draft.reviewDate !== saved.reviewDate && { reviewDate: draft.reviewDate === '' ? null : draft.reviewDate }),
  };
};
