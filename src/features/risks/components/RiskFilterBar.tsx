import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { riskCategories, riskTreatments } from '@/contracts/riskValues';
import { riskCategoryLabels, riskTreatmentLabels, risksText } from '@/features/risks/constants';
import type { RiskFilters } from '@/features/risks/risksApi';

const text = risksText.filters;
type Flag = '' | 'aboveTolerance' | 'needsTreatment';

type RiskFilterBarProps = { filters: RiskFilters; onChange: (filters: RiskFilters) => void };

/** The register's filters: category, treatment, and the risks over the tolerance. */
export const RiskFilterBar = ({ filters, onChange }: RiskFilterBarProps) => {
  const flag: Flag = filters.needsTreatment ? 'needsTreatment' : filters.aboveTolerance ? 'aboveTolerance' : '';
  const select = (label: string, value: string, change: (next: string) => void, items: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => change(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">{text.all}</MenuItem>
      {items.map(([key, name]) => (
        <MenuItem key={key} value={key}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {select(
        text.category,
        filters.category ?? '',
        (category) => onChange({ ...filters, category: category || undefined, page: 1 }),
        riskCategories.map((category) => [category, riskCategoryLabels[category]]),
      )}
      {select(
        text.treatment,
        filters.treatment ?? '',
        (treatment) => onChange({ ...filters, treatment: treatment || undefined, page: 1 }),
        [
          ...riskTreatments.map((treatment): [string, string] => [treatment, riskTreatmentLabels[treatment]]),
          ['none', text.none],
        ],
      )}
      {select(
        text.flag,
        flag,
        (next) =>
          onChange({
            ...filters,
            aboveTolerance: next === 'aboveTolerance',
            needsTreatment: next === 'needsTreatment',
            page: 1,
          }),
        [
          ['aboveTolerance', text.aboveTolerance],
          ['needsTreatment', text.needsTreatment],
        ],
      )}
    </Stack>
  );
};
