import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/SearchField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  confidentialityLabels,
  evidenceCategories,
  evidenceLockerText as text,
  evidenceStatusLabels,
} from '@/features/evidenceLocker/constants';
import {
  categoryFilterChanged,
  confidentialityFilterChanged,
  filtersCleared,
  searchChanged,
  selectEvidenceFilters,
  selectHasActiveFilters,
  statusFilterChanged,
} from '@/features/evidenceLocker/evidenceLockerSlice';
import { ALL, type EvidenceFilters as Filters } from '@/features/evidenceLocker/types';

const options = <T extends string>(labels: Record<T, string>) => Object.entries(labels) as [T, string][];

export const EvidenceFilters = () => {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectEvidenceFilters);
  const hasActiveFilters = useAppSelector(selectHasActiveFilters);
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr auto' },
      }}
    >
      <SearchField label={text.search} value={filters.search} onChange={(value) => dispatch(searchChanged(value))} />
      <TextField
        select
        label={text.category}
        value={filters.category}
        onChange={(event) => dispatch(categoryFilterChanged(event.target.value as Filters['category']))}
      >
        <MenuItem value={ALL}>{text.allCategories}</MenuItem>
        {evidenceCategories.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={text.status}
        value={filters.status}
        onChange={(event) => dispatch(statusFilterChanged(event.target.value as Filters['status']))}
      >
        <MenuItem value={ALL}>{text.allStatuses}</MenuItem>
        {options(evidenceStatusLabels).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={text.confidentiality}
        value={filters.confidentiality}
        onChange={(event) => dispatch(confidentialityFilterChanged(event.target.value as Filters['confidentiality']))}
      >
        <MenuItem value={ALL}>{text.allLevels}</MenuItem>
        {options(confidentialityLabels).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={() => dispatch(filtersCleared())} disabled={!hasActiveFilters} sx={{ alignSelf: 'center' }}>
        {text.clearFilters}
      </Button>
    </Box>
  );
};
