import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import { roles, type Role } from '@/contracts/enums';
import type { Member } from '@/contracts/members';
import { MemberForm } from '@/features/members/components/MemberForm';
import { OptionSelect } from '@/features/members/components/OptionSelect';
import { useChangeMemberRoleMutation } from '@/features/members/membersApi';
import { changeRoleText } from '@/features/members/constants';
import { useMemberChange } from '@/features/members/useMemberChange';

type ChangeRoleDialogProps = { member: Member | null; onClose: () => void };

export const ChangeRoleDialog = ({ member, onClose }: ChangeRoleDialogProps) => (
  <Dialog open={member !== null} onClose={onClose} fullWidth maxWidth="xs">
    {member && <ChangeRoleForm key={member.id} member={member} onClose={onClose} />}
  </Dialog>
);

const ChangeRoleForm = ({ member, onClose }: { member: Member; onClose: () => void }) => {
  const [role, setRole] = useState<Role>(member.role);
  const [changeRole, { isLoading }] = useChangeMemberRoleMutation();
  const change = useMemberChange();

  const submit = async () => {
    if (await change(() => changeRole({ id: member.id, role }))) onClose();
  };

  return (
    <MemberForm
      title={changeRoleText.title(member.name)}
      cancelLabel={changeRoleText.cancel}
      submitLabel={changeRoleText.save}
      canSubmit={!isLoading && role !== member.role}
      onSubmit={submit}
      onClose={onClose}
    >
      <OptionSelect label={changeRoleText.role} options={roles} value={role} onChange={setRole} />
    </MemberForm>
  );
};
