import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { SectionLoader } from '@/components/feedback/SectionLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { assetPageSize } from '@/contracts/assetOptions';
import { assetsText as text } from '@/features/assets/constants';
import { useGetAssetsQuery } from '@/features/assets/assetsApi';
import { AssetFilters, type AssetFilterValues } from '@/features/assets/components/AssetFilters';
import { AssetTable } from '@/features/assets/components/AssetTable';
import { InventoryCallout } from '@/features/assets/components/InventoryCallout';
import { LazyAddAssetDialog, LazyStewardshipDialog } from '@/features/assets/components/LazyAssetDialogs';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

const noFilters: AssetFilterValues = { search: '', status: 'active' };

/** /assets: the asset inventory, what it still lacks for the inventory check, and the ways to complete it. */
export default function AssetsPage() {
  const [filters, setFilters] = useState<AssetFilterValues>(noFilters);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'stewardship' | null>(null);
  const manage = usePermission('assets:manage');
  const { data, isError, refetch, requestId } = useGetAssetsQuery(
    { ...filters, search: filters.search.trim(), page: page + 1, limit: assetPageSize },
    { refetchOnMountOrArgChange: true },
  );
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, text.loadFailed);

  const filterBy = (next: AssetFilterValues) => {
    setFilters(next);
    setPage(0);
    setSelected(new Set());
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          <NotPermittedTooltip reason={manage.reason}>
            <Button variant="contained" disabled={!manage.allowed} onClick={() => setDialog('add')}>
              {text.addAsset}
            </Button>
          </NotPermittedTooltip>
        }
      />
      {data && (
        <InventoryCallout
          coverage={data.coverage}
          onShowIncomplete={() => filterBy({ ...noFilters, missing: 'either' })}
        />
      )}
      <AssetFilters values={filters} sources={data?.sources ?? []} onChange={filterBy} />
      {manage.allowed && selected.size > 0 && (
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="body2">{text.selected(selected.size)}</Typography>
          <Button variant="outlined" size="small" onClick={() => setDialog('stewardship')}>
            {text.setStewardship}
          </Button>
        </Stack>
      )}
      {failed && <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />}
      {!failed && !data && <SectionLoader />}
      {data && (
        <>
          <AssetTable
            assets={data.assets}
            sourceNames={new Map(data.sources.map(({ source, name }) => [source, name]))}
            selected={selected}
            onSelect={manage.allowed ? select : undefined}
          />
          {data.pagination.total > assetPageSize && (
            <TablePagination
              component="div"
              count={data.pagination.total}
              page={page}
              rowsPerPage={assetPageSize}
              rowsPerPageOptions={[assetPageSize]}
              onPageChange={(_event, next) => setPage(next)}
            />
          )}
        </>
      )}
      {dialog === 'add' && <LazyAddAssetDialog open onClose={() => setDialog(null)} />}
      {dialog === 'stewardship' && (
        <LazyStewardshipDialog
          ids={[...selected]}
          open
          onClose={() => setDialog(null)}
          onApplied={() => {
            setDialog(null);
            setSelected(new Set());
          }}
        />
      )}
    </>
  );
}
