import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { FilterSelect } from '@/components/FilterSelect';
import { SearchField } from '@/components/SearchField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RelatedControl } from '@/contracts/evidence';
import { evidenceCategories } from '@/contracts/evidenceOptions';
import { confidentialityLabels, evidenceLockerText as text, evidenceStatusLabels } from '@/features/evidence/constants';
import { relatedControlName } from '@/features/evidence/controlLink';
import {
  categoryFilterChanged,
  confidentialityFilterChanged,
  filtersCleared,
  selectEvidenceFilters,
  selectHasActiveFilters,
  statusFilterChanged,
} from '@/features/evidence/evidenceSlice';
import type { EvidenceFilters as Filters } from '@/features/evidence/types';
import { useDebouncedSearch } from '@/features/evidence/useDebouncedSearch';

const options = <T extends string>(labels: Record<T, string>) => Object.entries(labels) as [T, string][];

type EvidenceFiltersProps = { control: RelatedControl | null; onClearControl: () => void };

export const EvidenceFilters = ({ control, onClearControl }: EvidenceFiltersProps) => {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectEvidenceFilters);
  const hasActiveFilters = useAppSelector(selectHasActiveFilters);
  const [search, setSearch] = useDebouncedSearch();
  const clearAll = () => {
    dispatch(filtersCleared());
    onClearControl();
  };
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr auto' },
      }}
    >
      <SearchField label={text.search} value={search} onChange={setSearch} />
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
      <Button onClick={clearAll} disabled={!hasActiveFilters && !control}>
        {text.clearFilters}
      </Button>
      {control && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Chip
            color="primary"
            variant="outlined"
            label={relatedControlName(control)}
            aria-label={`${text.controlFilter}: ${relatedControlName(control)}`}
            onDelete={onClearControl}
          />
        </Box>
      )}
    </Box>
  );
};
