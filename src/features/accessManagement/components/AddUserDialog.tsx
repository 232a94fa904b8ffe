import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { addUserText, departments } from '@/features/accessManagement/constants';
import type { Department } from '@/features/accessManagement/types';
import { roles, type Role } from '@/contracts/enums';
import { useToast } from '@/features/toasts/useToast';

type AddUserDialogProps = { open: boolean; onClose: () => void };

export const AddUserDialog = ({ open, onClose }: AddUserDialogProps) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
    <AddUserForm onClose={onClose} />
  </Dialog>
);

// No validation and no data change: the modal only confirms with a toast (SPEC §4, §5).
const AddUserForm = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('Viewer');
  const [department, setDepartment] = useState<Department>(departments[0]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    toast.success(address ? addUserText.invited(address) : addUserText.invitedNoEmail);
    onClose();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle>{addUserText.title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <TextField
          label={addUserText.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
        />
        <TextField
          label={addUserText.email}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          fullWidth
        />
        <TextField
          select
          label={addUserText.role}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          fullWidth
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
        <Button type="submit" variant="contained">
          {addUserText.submit}
        </Button>
      </DialogActions>
    </Box>
  );
};
