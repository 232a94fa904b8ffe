import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { assetClassifications, assetGaps, assetKinds, assetStatuses } from '@/contracts/assetOptions';
import type { AssetListQuery, AssetSource, AssetSourceName } from '@/contracts/assets';
import {
  assetKindLabels,
  assetsText as text,
  classificationLabels,
  gapLabels,
  statusLabels,
} from '@/features/assets/constants';
import { ChoiceField } from '@/features/assets/components/ChoiceField';

export type AssetFilterValues = Pick<AssetListQuery, 'kind' | 'source' | 'classification' | 'status' | 'missing'> & {
  search: string;
};

type AssetFiltersProps = {
  values: AssetFilterValues;
  /** The sources the inventory holds assets from: the only ones worth filtering on. */
  sources: AssetSourceName[];
  onChange: (values: AssetFilterValues) => void;
};

/** The list's filters; each change asks the server for the first page again. */
export const AssetFilters = ({ values, sources, onChange }: AssetFiltersProps) => {
  const sourceLabels = Object.fromEntries(sources.map(({ source, name }) => [source, name])) as Record<
    AssetSource,
    string
  >;
  const set =
    <K extends keyof AssetFilterValues>(key: K) =>
    (value: AssetFilterValues[K] | '') =>
      onChange({ ...values, [key]: value === '' && key !== 'search' ? undefined : value });
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="search"
        label={text.filters.search}
        value={values.search}
        onChange={(event) => set('search')(event.target.value)}
      />
      <ChoiceField
        label={text.filters.kind}
        value={values.kind ?? ''}
        emptyLabel={text.filters.any}
        options={assetKinds}
        labels={assetKindLabels}
        onChange={set('kind')}
      />
      <ChoiceField
        label={text.filters.source}
        value={values.source ?? ''}
        emptyLabel={text.filters.any}
        options={sources.map(({ source }) => source)}
        labels={sourceLabels}
        onChange={set('source')}
      />
      <ChoiceField
        label={text.filters.classification}
        value={values.classification ?? ''}
        emptyLabel={text.filters.any}
        options={assetClassifications}
        labels={classificationLabels}
        onChange={set('classification')}
      />
      <ChoiceField
        label={text.filters.missing}
        value={values.missing ?? ''}
        emptyLabel={text.filters.any}
        options={assetGaps}
        labels={gapLabels}
        onChange={set('missing')}
      />
      <ChoiceField
        label={text.filters.status}
        value={values.status ?? ''}
        emptyLabel={text.filters.any}
        options={assetStatuses}
        labels={statusLabels}
        onChange={set('status')}
      />
    </Stack>
  );
};
