import type { Member } from '@/contracts/members';
import {
  useChangeMemberStatusMutation,
  useRemoveMemberMutation,
  useResetMemberTwoFactorMutation,
  useRevokeInvitationMutation,
} from '@/features/members/membersApi';
import { ChangeRoleDialog } from '@/features/members/components/ChangeRoleDialog';
import { ConfirmDialog } from '@/features/members/components/ConfirmDialog';
import type { MemberDialogKind } from '@/features/members/components/UserRowActions';
import { confirmText } from '@/features/members/constants';
import { useMemberChange } from '@/features/members/useMemberChange';

export type OpenMemberDialog = { kind: MemberDialogKind; member: Member } | null;

type MemberDialogsProps = { open: OpenMemberDialog; onClose: () => void };

/** The dialogs the rows open: the role picker, and a confirmation before access (or a second factor) is taken away. */
export const MemberDialogs = ({ open, onClose }: MemberDialogsProps) => {
  const change = useMemberChange();
  const [changeStatus, status] = useChangeMemberStatusMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const [remove, removing] = useRemoveMemberMutation();
  const [resetTwoFactor, resetting] = useResetMemberTwoFactorMutation();
  const member = open?.member;
  const name = member?.name ?? '';
  const confirmations = {
    deactivate: {
      title: confirmText.deactivateTitle(name),
      body: confirmText.deactivateBody,
      label: confirmText.deactivate,
      busy: status.isLoading,
      run: (id: string) => change(() => changeStatus({ id, status: 'inactive' })),
    },
    revoke: {
      title: confirmText.revokeTitle(name),
      body: confirmText.revokeBody,
      label: confirmText.revoke,
      busy: revoking.isLoading,
      run: (id: string) => change(() => revoke(id)),
    },
    remove: {
      title: confirmText.removeTitle(name),
      body: confirmText.removeBody,
      label: confirmText.remove,
      busy: removing.isLoading,
      run: (id: string) => change(() => remove(id)),
    },
    resetTwoFactor: {
      title: confirmText.resetTwoFactorTitle(name),
      body: confirmText.resetTwoFactorBody,
      label: confirmText.resetTwoFactor,
      busy: resetting.isLoading,
      run: (id: string) => change(() => resetTwoFactor(id)),
    },
  };
  const confirmation = open && open.kind !== 'role' ? confirmations[open.kind] : null;

  return (
    <>
      <ChangeRoleDialog member={open?.kind === 'role' ? open.member : null} onClose={onClose} />
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        body={confirmation?.body ?? ''}
        confirmLabel={confirmation?.label ?? ''}
        busy={confirmation?.busy ?? false}
        onConfirm={() => {
          if (confirmation && member) void confirmation.run(member.id).then((done) => done && onClose());
        }}
        onClose={onClose}
      />
    </>
  );
};
