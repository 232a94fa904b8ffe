import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { initials } from '@/components/layout/initials';
import type { Member } from '@/contracts/members';
import { permissionLabels } from '@/contracts/permissions';
import { accessManagementText } from '@/features/members/constants';
import { UserRowActions, type MemberDialogKind } from '@/features/members/components/UserRowActions';
import { UserStatusChip } from '@/features/members/components/UserStatusChip';
import { specLabelsOf } from '@/features/members/roleDefinitions';
import { formatClockTime, formatDateTime, formatDayOf } from '@/lib/dates';

const SHOWN_PERMISSIONS = 1;

type UserRowProps = { user: Member; onDialog: (kind: MemberDialogKind, member: Member) => void };

export const UserRow = ({ user, onDialog }: UserRowProps) => {
  const labels = specLabelsOf(user.role);
  const shown = labels.slice(0, SHOWN_PERMISSIONS);
  const hidden = labels.length - shown.length;
  const granted = user.permissions.map((permission) => permissionLabels[permission]).join(', ');
  return (
    <TableRow hover>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.light', color: 'primary.main' }}>
            {initials(user.name)}
          </Avatar>
          {/* A long address is cut with an ellipsis (the whole of it on hover) so the actions stay in view. */}
          <Box sx={{ minWidth: 0, maxWidth: { xs: 200, xl: 280 } }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={user.name}>
              {user.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p" title={user.email}>
              {user.email}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{user.role}</Typography>
        <Typography variant="caption" color="text.secondary">
          {user.department ?? accessManagementText.noDepartment}
        </Typography>
      </TableCell>
      <TableCell>
        <UserStatusChip status={user.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {user.lastLogin === null ? (
          accessManagementText.never
        ) : (
          // The day above its time, as the role sits above its department: the row's actions stay in view.
          <Box
            component="time"
            dateTime={user.lastLogin}
            title={formatDateTime(user.lastLogin)}
            sx={{ display: 'block' }}
          >
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {formatDayOf(user.lastLogin)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatClockTime(Date.parse(user.lastLogin))}
            </Typography>
          </Box>
        )}
      </TableCell>
      <TableCell>
        <Tooltip title={granted}>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {shown.map((label) => (
              <Chip key={label} size="small" label={label} variant="outlined" />
            ))}
            {hidden > 0 && <Chip size="small" label={accessManagementText.morePermissions(hidden)} />}
          </Box>
        </Tooltip>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <UserRowActions member={user} onDialog={onDialog} />
      </TableCell>
    </TableRow>
  );
};
