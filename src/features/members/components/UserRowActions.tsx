import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PhonelinkEraseOutlined from '@mui/icons-material/PhonelinkEraseOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import CancelScheduleSendOutlined from '@mui/icons-material/CancelScheduleSendOutlined';
import type { ReactElement } from 'react';
import type { Member } from '@/contracts/members';
import {
  useChangeMemberStatusMutation,
  useGetMemberTwoFactorQuery,
  useResendInvitationMutation,
} from '@/features/members/membersApi';
import { accessManagementText as text } from '@/features/members/constants';
import { useMemberChange } from '@/features/members/useMemberChange';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { useAuth } from '@/features/auth/useAuth';
import { usePermission } from '@/features/auth/usePermission';

/** What asks for a dialog first: the row hands it up to the list. */
export type MemberDialogKind = 'role' | 'deactivate' | 'revoke' | 'remove' | 'resetTwoFactor';

type UserRowActionsProps = { member: Member; onDialog: (kind: MemberDialogKind, member: Member) => void };

type ActionButtonProps = {
  label: string;
  icon: ReactElement;
  reason: string | null;
  busy?: boolean;
  danger?: boolean;
  onClick: () => void;
};

const ActionButton = ({ label, icon, reason, busy = false, danger = false, onClick }: ActionButtonProps) => {
  const button = (
    <IconButton
      size="small"
      color={danger ? 'error' : 'default'}
      aria-label={label}
      disabled={reason !== null || busy}
      onClick={onClick}
    >
      {icon}
    </IconButton>
  );
  return reason === null ? (
    <Tooltip title={label}>{button}</Tooltip>
  ) : (
    <NotPermittedTooltip reason={reason}>{button}</NotPermittedTooltip>
  );
};

/** The row's changes; a role without user management sees them disabled, with the reason on hover. */
export const UserRowActions = ({ member, onDialog }: UserRowActionsProps) => {
  const { reason } = usePermission('users:manage');
  const { user } = useAuth();
  // Who has two-factor on is asked only by those who may reset it; one request serves every row.
  const twoFactor = useGetMemberTwoFactorQuery(undefined, { skip: reason !== null });
  const resettable = member.id !== user?.id && twoFactor.data?.enabledMemberIds.includes(member.id) === true;
  const change = useMemberChange();
  const [changeStatus, status] = useChangeMemberStatusMutation();
  const [resend, resending] = useResendInvitationMutation();
  const { name } = member;
  return (
    <>
      <ActionButton
        label={text.editUser(name)}
        icon={<EditOutlined fontSize="small" />}
        reason={reason}
        onClick={() => onDialog('role', member)}
      />
      {member.status === 'active' && (
        <ActionButton
          label={text.deactivateUser(name)}
          icon={<PersonOffOutlined fontSize="small" />}
          reason={reason}
          onClick={() => onDialog('deactivate', member)}
        />
      )}
      {member.status === 'inactive' && (
        <ActionButton
          label={text.reactivateUser(name)}
          icon={<HowToRegOutlined fontSize="small" />}
          reason={reason}
          busy={status.isLoading}
          onClick={() => void change(() => changeStatus({ id: member.id, status: 'active' }))}
        />
      )}
      {member.status === 'pending' && (
        <>
          <ActionButton
            label={text.resendInvitation(name)}
            icon={<ScheduleSendOutlined fontSize="small" />}
            reason={reason}
            busy={resending.isLoading}
            onClick={() => void change(() => resend(member.id))}
          />
          <ActionButton
            label={text.revokeInvitation(name)}
            icon={<CancelScheduleSendOutlined fontSize="small" />}
            reason={reason}
            onClick={() => onDialog('revoke', member)}
          />
        </>
      )}
      {resettable && (
        <ActionButton
          label={text.resetTwoFactor(name)}
          icon={<PhonelinkEraseOutlined fontSize="small" />}
          reason={reason}
          onClick={() => onDialog('resetTwoFactor', member)}
        />
      )}
      {member.status !== 'pending' && (
        <ActionButton
          label={text.removeUser(name)}
          icon={<DeleteOutlined fontSize="small" />}
          reason={reason}
          danger
          onClick={() => onDialog('remove', member)}
        />
      )}
    </>
  );
};
