import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { FrameworkId } from '@/contracts/enums';
import { formatDateTime } from '@/lib/dates';
import { complianceText, statusFilters } from '@/features/compliance/constants';
import type { StatusFilter } from '@/features/compliance/types';
import { FrameworkSelect } from '@/components/FrameworkSelect';

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
    <FrameworkSelect label={complianceText.framework} value={framework} onChange={onFrameworkChange} />
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
