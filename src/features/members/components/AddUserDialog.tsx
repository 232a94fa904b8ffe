import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import { roles, type Role } from '@/contracts/enums';
import { type Department, departments } from '@/contracts/memberOptions';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle>{addUserText.title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {error && errorField === null && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={addUserText.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
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
        <TextField
          select
          label={addUserText.role}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          fullWidth
          {...fieldError('role')}
        >
          {roles.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={addUserText.department}
          value={department}
          onChange={(event) => setDepartment(event.target.value as Department)}
          fullWidth
          {...fieldError('department')}
        >
          {departments.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {addUserText.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? addUserText.sending : addUserText.submit}
        </Button>
      </DialogActions>
    </Box>
  );
};
