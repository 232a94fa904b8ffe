import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { initials } from '@/components/layout/initials';
import { accessManagementText } from '@/features/accessManagement/constants';
import { UserStatusChip } from '@/features/accessManagement/components/UserStatusChip';
import { formatLastLogin } from '@/features/accessManagement/formatLastLogin';
import type { ManagedUser } from '@/features/accessManagement/types';
import { useToast } from '@/features/toasts/useToast';

const SHOWN_PERMISSIONS = 1;

export const UserRow = ({ user }: { user: ManagedUser }) => {
  const toast = useToast();
  const shown = user.permissions.slice(0, SHOWN_PERMISSIONS);
  const hidden = user.permissions.length - shown.length;
  return (
    <TableRow hover>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.light', color: 'primary.main' }}>
            {initials(user.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {user.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {user.email}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{user.role}</Typography>
        <Typography variant="caption" color="text.secondary">
          {user.department}
        </Typography>
      </TableCell>
      <TableCell>
        <UserStatusChip status={user.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLastLogin(user.lastLogin, accessManagementText.never)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {shown.map((permission) => (
            <Chip key={permission} size="small" label={permission} variant="outlined" />
          ))}
          {hidden > 0 && (
            <Tooltip title={user.permissions.slice(SHOWN_PERMISSIONS).join(', ')}>
              <Chip size="small" label={accessManagementText.morePermissions(hidden)} />
            </Tooltip>
          )}
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          aria-label={accessManagementText.editUser(user.name)}
          onClick={() => toast.info(accessManagementText.editComingSoon)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          color="error"
          aria-label={accessManagementText.removeUser(user.name)}
          onClick={() => toast.info(accessManagementText.removeComingSoon)}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
};
