import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/SearchField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { categoryFilters, integrationsText } from '@/features/integrations/constants';
import { selectCategoryCounts } from '@/features/integrations/integrationSelectors';
import {
  categoryChanged,
  searchChanged,
  selectCategory,
  selectSearch,
} from '@/features/integrations/integrationsSlice';
import type { CategoryFilter } from '@/features/integrations/types';

export const IntegrationFilters = () => {
  const dispatch = useAppDispatch();
  const category = useAppSelector(selectCategory);
  const search = useAppSelector(selectSearch);
  const counts = useAppSelector(selectCategoryCounts);
  const labelOf = (value: CategoryFilter, label: string) => `${label} (${counts[value]})`;

  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <SearchField
          label={integrationsText.searchLabel}
          size="small"
          value={search}
          onChange={(value) => dispatch(searchChanged(value))}
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
        />
        <TextField
          select
          label={integrationsText.categoryLabel}
          size="small"
          value={category}
          onChange={(event) => dispatch(categoryChanged(event.target.value as CategoryFilter))}
          sx={{ flex: '1 1 200px', maxWidth: { sm: 260 } }}
        >
          {categoryFilters.map(({ value, label }) => (
            <MenuItem key={value} value={value}>
              {labelOf(value, label)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Tabs
        value={category}
        onChange={(_, value: CategoryFilter) => dispatch(categoryChanged(value))}
        aria-label={integrationsText.categoryTabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {categoryFilters.map(({ value, label }) => (
          <Tab key={value} value={value} label={labelOf(value, label)} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
    </Box>
  );
};
