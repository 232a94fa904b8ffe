import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { permissionLabels } from '@/contracts/permissions';
import { accessManagementText } from '@/features/members/constants';
import { roleDefinitions } from '@/features/members/roleDefinitions';

const roleId = (name: string) => `role-${name.replace(/\s+/g, '-')}`;

/** SPEC §6's roles and their words, read from the enforced table; hovering a role lists exactly what it may do. */
export const RoleDefinitions = () => (
  <Paper variant="outlined" component="section" aria-labelledby="roles-title" sx={{ p: 2.5, borderRadius: 3 }}>
    <Typography id="roles-title" component="h2" variant="h6">
      {accessManagementText.rolesTitle}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {accessManagementText.rolesNote}
    </Typography>
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {roleDefinitions.map((role) => (
        <Box
          component="li"
          key={role.name}
          aria-labelledby={roleId(role.name)}
          sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
        >
          <Tooltip title={role.permissions.map((permission) => permissionLabels[permission]).join(', ')}>
            <Typography id={roleId(role.name)} component="h3" variant="subtitle2" sx={{ width: 'fit-content' }}>
              {role.name}
            </Typography>
          </Tooltip>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {role.description}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {role.labels.map((label) => (
              <Chip key={label} size="small" label={label} color="primary" variant="outlined" />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  </Paper>
);
