import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FilterSelect } from '@/components/FilterSelect';
import { SearchField } from '@/components/SearchField';
import {
  categoryChanged,
  dateRangeChanged,
  selectActivityLogFilters,
  severityChanged,
} from '@/features/auditLogs/auditLogsSlice';
import { categoryLabels, dateRangeLabels, filtersText as text, severityLabels } from '@/features/auditLogs/constants';
import type { DateRange } from '@/features/auditLogs/types';
import { useDebouncedSearch } from '@/features/auditLogs/useDebouncedSearch';

const choices = <T extends string>(labels: Record<T, string>) => Object.entries(labels) as [T, string][];

export const ActivityLogFilters = () => {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectActivityLogFilters);
  const [search, setSearch] = useDebouncedSearch();
  return (
    <Box
      role="search"
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr' } }}
    >
      <SearchField label={text.search} value={search} onChange={setSearch} />
      <FilterSelect
        label={text.category}
        value={filters.category}
        allLabel={text.allCategories}
        choices={choices(categoryLabels)}
        onChange={(value) => dispatch(categoryChanged(value))}
      />
      <FilterSelect
        label={text.severity}
        value={filters.severity}
        allLabel={text.allSeverities}
        choices={choices(severityLabels)}
        onChange={(value) => dispatch(severityChanged(value))}
      />
      <TextField
        select
        label={text.dateRange}
        value={filters.dateRange}
        onChange={(event) => dispatch(dateRangeChanged(event.target.value as DateRange))}
      >
        {choices(dateRangeLabels).map(([range, label]) => (
          <MenuItem key={range} value={range}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
