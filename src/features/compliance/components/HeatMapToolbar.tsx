import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { frameworkLabels, frameworkIds, type FrameworkId } from '@/contracts/enums';
import { formatDateTime } from '@/lib/dates';
import { complianceText, statusFilters } from '@/features/compliance/constants';
import type { StatusFilter } from '@/features/compliance/types';

type HeatMapToolbarProps = {
  framework: FrameworkId;
  filter: StatusFilter;
  assessedAt: string | null | undefined;
  onFrameworkChange: (framework: FrameworkId) => void;
  onFilterChange: (filter: StatusFilter) => void;
};

export const HeatMapToolbar = ({
  framework,
  filter,
  assessedAt,
  onFrameworkChange,
  onFilterChange,
}: HeatMapToolbarProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
    <TextField
      select
      size="small"
      label={complianceText.framework}
      value={framework}
      onChange={(event) => onFrameworkChange(event.target.value as FrameworkId)}
      sx={{ minWidth: 180 }}
    >
      {frameworkIds.map((id) => (
        <MenuItem key={id} value={id}>
          {frameworkLabels[id]}
        </MenuItem>
      ))}
    </TextField>
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={complianceText.statusFilter}
      value={filter}
      onChange={(_, next: StatusFilter | null) => next && onFilterChange(next)}
    >
      {statusFilters.map(({ value, label }) => (
        <ToggleButton key={value} value={value} sx={{ px: 2, color: 'text.secondary' }}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
    {assessedAt && (
      <Typography variant="body2" color="text.secondary" sx={{ ml: { md: 'auto' } }}>
        {complianceText.lastAssessed(formatDateTime(assessedAt))}
      </Typography>
    )}
  </Box>
);
