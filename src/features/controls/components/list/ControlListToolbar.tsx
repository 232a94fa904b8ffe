import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SearchField } from '@/components/SearchField';
import type { FrameworkId } from '@/contracts/enums';
import { controlListText as text, ownershipFilters, type OwnershipFilter } from '@/features/controls/listConstants';
import { FrameworkSelect } from '@/components/FrameworkSelect';

type ControlListToolbarProps = {
  framework: FrameworkId;
  filter: OwnershipFilter;
  search: string;
  onFrameworkChange: (framework: FrameworkId) => void;
  onFilterChange: (filter: OwnershipFilter) => void;
  onSearchChange: (search: string) => void;
};

export const ControlListToolbar = ({
  framework,
  filter,
  search,
  onFrameworkChange,
  onFilterChange,
  onSearchChange,
}: ControlListToolbarProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
    <FrameworkSelect label={text.framework} value={framework} onChange={onFrameworkChange} />
    <Stack direction="row" spacing={1} role="group" aria-label={text.filterLabel}>
      {ownershipFilters.map(({ value, label }) => (
        <Chip
          key={value}
          label={label}
          clickable
          color={value === filter ? 'primary' : 'default'}
          variant={value === filter ? 'filled' : 'outlined'}
          aria-pressed={value === filter}
          onClick={() => onFilterChange(value)}
        />
      ))}
    </Stack>
    <SearchField
      label={text.search}
      size="small"
      value={search}
      onChange={onSearchChange}
      sx={{ ml: { md: 'auto' }, minWidth: 260 }}
    />
  </Box>
);
