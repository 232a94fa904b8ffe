import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Asset, AssetSource } from '@/contracts/assets';
import {
  assetKindLabels,
  assetsText as text,
  classificationLabels,
  dataCategoryLabels,
  environmentLabels,
} from '@/features/assets/constants';

type AssetTableProps = {
  assets: Asset[];
  /** The sources' names, from the list. */
  sourceNames: ReadonlyMap<AssetSource, string>;
  selected: ReadonlySet<string>;
  /** Absent for a member who cannot change assets: no selection then. */
  onSelect?: (ids: string[], selected: boolean) => void;
};

const Missing = () => (
  <Typography component="span" variant="body2" color="warning.dark">
    {text.none}
  </Typography>
);

/** One row an asset: what it is, where it comes from, who owns it and how it is classified. */
export const AssetTable = ({ assets, sourceNames, selected, onSelect }: AssetTableProps) => {
  if (assets.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{text.empty}</Typography>
      </Paper>
    );
  }
  const chosen = assets.filter((asset) => selected.has(asset.id)).length;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={text.tableLabel}>
        <TableHead>
          <TableRow>
            {onSelect && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen === assets.length}
                  indeterminate={chosen > 0 && chosen < assets.length}
                  onChange={(event) =>
                    onSelect(
                      assets.map((asset) => asset.id),
                      event.target.checked,
                    )
                  }
                  slotProps={{ input: { 'aria-label': text.selectAll } }}
                />
              </TableCell>
            )}
            <TableCell>{text.columns.name}</TableCell>
            <TableCell>{text.columns.kind}</TableCell>
            <TableCell>{text.columns.source}</TableCell>
            <TableCell>{text.columns.owner}</TableCell>
            <TableCell>{text.columns.classification}</TableCell>
            <TableCell>{text.columns.environment}</TableCell>
            <TableCell>{text.columns.data}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {assets.map((asset) => (
            <TableRow key={asset.id} hover selected={selected.has(asset.id)}>
              {onSelect && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(asset.id)}
                    onChange={(event) => onSelect([asset.id], event.target.checked)}
                    slotProps={{ input: { 'aria-label': text.selectRow(asset.name) } }}
                  />
                </TableCell>
              )}
              <TableCell sx={{ fontWeight: 500 }}>
                {asset.name}
                {asset.status === 'retired' && (
                  <Chip label={text.retired} size="small" variant="outlined" sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>{assetKindLabels[asset.kind]}</TableCell>
              <TableCell>{sourceNames.get(asset.source) ?? asset.source}</TableCell>
              <TableCell>{asset.owner?.name ?? <Missing />}</TableCell>
              <TableCell>{asset.classification ? classificationLabels[asset.classification] : <Missing />}</TableCell>
              <TableCell>{asset.environment ? environmentLabels[asset.environment] : text.none}</TableCell>
              <TableCell>
                {asset.dataCategories.length > 0
                  ? asset.dataCategories.map((category) => dataCategoryLabels[category]).join(', ')
                  : text.none}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
