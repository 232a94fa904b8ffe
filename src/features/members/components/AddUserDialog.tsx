import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import { roles, type Role } from '@/contracts/enums';
import { type Department, departments } from '@/contracts/memberOptions';
import { MemberForm } from '@/features/members/components/MemberForm';
import { OptionSelect } from '@/features/members/components/OptionSelect';
import { useInviteMemberMutation } from '@/features/members/membersApi';
import { accessManagementText, addUserText } from '@/features/members/constants';
import { useToast } from '@/features/toasts/useToast';

type AddUserDialogProps = { open: boolean; onClose: () => void };

export const AddUserDialog = ({ open, onClose }: AddUserDialogProps) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
    <AddUserForm onClose={onClose} />
  </Dialog>
);

type Field = 'name' | 'email' | 'role' | 'department';

/** The server's 400 names the field first ("email must be a valid email address"): shown under that field. */
const fieldOf = (message: string): Field | null => {
  const first = message.split(' ')[0];
  return first === 'name' || first === 'email' || first === 'role' || first === 'department' ? first : null;
};

const AddUserForm = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const [invite, { isLoading }] = useInviteMemberMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('Viewer');
  const [department, setDepartment] = useState<Department>(departments[0]);
  const [error, setError] = useState<string | null>(null);
  const errorField = error ? fieldOf(error) : null;
  const fieldError = (field: Field) =>
    errorField === field ? { error: true, helperText: error } : { error: false, helperText: undefined };

  const submit = async () => {
    setError(null);
    try {
      const { data } = await invite({ name, email, role, department }).unwrap();
      toast.success(addUserText.invited(data.email));
      onClose();
    } catch (failure) {
      setError(getApiErrorMessage(failure, accessManagementText.actionFailed));
    }
  };

  return (
    <MemberForm
      title={addUserText.title}
      cancelLabel={addUserText.cancel}
      submitLabel={isLoading ? addUserText.sending : addUserText.submit}
      canSubmit={!isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      {error && errorField === null && <Alert severity="error">{error}</Alert>}
      <TextField
        label={addUserText.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoFocus
        fullWidth
        {...fieldError('name')}
      />
      <TextField
        label={addUserText.email}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        fullWidth
        {...fieldError('email')}
      />
      <OptionSelect label={addUserText.role} options={roles} value={role} onChange={setRole} {...fieldError('role')} />
      <OptionSelect
        label={addUserText.department}
        options={departments}
        value={department}
        onChange={setDepartment}
        {...fieldError('department')}
      />
    </MemberForm>
  );
};
