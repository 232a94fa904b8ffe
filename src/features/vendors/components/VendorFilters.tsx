import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/SearchField';
import { useSettledText } from '@/lib/useSettledText';
import { vendorStatuses, vendorStatusLabels, vendorTiers } from '@/contracts/vendorOptions';
import { vendorsText as text } from '@/features/vendors/constants';

export type VendorFilterValues = { tier: string; status: string; subprocessor: string; search: string };

/** How long typing in the search settles before the server is asked. */
export const VENDOR_SEARCH_DEBOUNCE_MS = 300;

export const noVendorFilters: VendorFilterValues = { tier: 'all', status: 'active', subprocessor: 'all', search: '' };

type VendorFiltersProps = { value: VendorFilterValues; onChange: (value: VendorFilterValues) => void };

/** The list's filters: tier, status, sub-processors and a search by name, all applied by the server. */
export const VendorFilters = ({ value, onChange }: VendorFiltersProps) => {
  const [typed, setTyped] = useSettledText(
    value.search,
    (search) => onChange({ ...value, search }),
    VENDOR_SEARCH_DEBOUNCE_MS,
  );
  return (
    <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <SearchField label={text.filters.search} size="small" value={typed} onChange={setTyped} />
      <TextField
        select
        size="small"
        label={text.filters.tier}
        value={value.tier}
        onChange={(event) => onChange({ ...value, tier: event.target.value })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="all">{text.filters.all}</MenuItem>
        {vendorTiers.map((tier) => (
          <MenuItem key={tier} value={String(tier)}>
            {text.tier(tier)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.filters.status}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="all">{text.filters.all}</MenuItem>
        {vendorStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {vendorStatusLabels[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.filters.subprocessor}
        value={value.subprocessor}
        onChange={(event) => onChange({ ...value, subprocessor: event.target.value })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="all">{text.filters.all}</MenuItem>
        <MenuItem value="true">{text.subprocessorOptions.true}</MenuItem>
        <MenuItem value="false">{text.subprocessorOptions.false}</MenuItem>
      </TextField>
    </Stack>
  );
};
