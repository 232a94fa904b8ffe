import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accessManagementText } from '@/features/accessManagement/constants';
import type { RoleDefinition } from '@/features/accessManagement/types';

export const RoleDefinitions = ({ roles }: { roles: RoleDefinition[] }) => (
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
      {roles.map((role) => (
        <Box
          component="li"
          key={role.name}
          aria-labelledby={`role-${role.name.replace(/\s+/g, '-')}`}
          sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
        >
          <Typography id={`role-${role.name.replace(/\s+/g, '-')}`} component="h3" variant="subtitle2">
            {role.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {role.description}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {role.permissions.map((permission) => (
              <Chip key={permission} size="small" label={permission} color="primary" variant="outlined" />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  </Paper>
);
