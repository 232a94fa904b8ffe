import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { roles, type Role } from '@/contracts/enums';
import type { Member } from '@/contracts/members';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await change(() => changeRole({ id: member.id, role }))) onClose();
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle>{changeRoleText.title(member.name)}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          select
          label={changeRoleText.role}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          fullWidth
          sx={{ mt: 1 }}
        >
          {roles.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {changeRoleText.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading || role === member.role}>
          {changeRoleText.save}
        </Button>
      </DialogActions>
    </Box>
  );
};
