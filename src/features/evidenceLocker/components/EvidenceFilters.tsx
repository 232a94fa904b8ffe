import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FilterSelect } from '@/components/FilterSelect';
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
import type { EvidenceFilters as Filters } from '@/features/evidenceLocker/types';

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
      <FilterSelect
        label={text.category}
        value={filters.category}
        allLabel={text.allCategories}
        choices={evidenceCategories.map((category): [Filters['category'], string] => [category, category])}
        onChange={(value) => dispatch(categoryFilterChanged(value))}
      />
      <FilterSelect
        label={text.status}
        value={filters.status}
        allLabel={text.allStatuses}
        choices={options(evidenceStatusLabels)}
        onChange={(value) => dispatch(statusFilterChanged(value))}
      />
      <FilterSelect
        label={text.confidentiality}
        value={filters.confidentiality}
        allLabel={text.allLevels}
        choices={options(confidentialityLabels)}
        onChange={(value) => dispatch(confidentialityFilterChanged(value))}
      />
      <Button onClick={() => dispatch(filtersCleared())} disabled={!hasActiveFilters} sx={{ alignSelf: 'center' }}>
        {text.clearFilters}
      </Button>
    </Box>
  );
};
