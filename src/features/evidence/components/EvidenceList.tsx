import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageLoader } from '@/components/feedback/PageLoader';
import { EvidenceGrid } from '@/features/evidence/components/EvidenceGrid';
import { evidenceLockerText as text } from '@/features/evidence/constants';
import { useGetEvidenceInfiniteQuery } from '@/features/evidence/evidenceApi';
import type { EvidenceQuery } from '@/features/evidence/types';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

type EvidenceListProps = { query: EvidenceQuery; onView: (id: string) => void };

/** The server's filtered list, a page at a time. */
export const EvidenceList = ({ query, onView }: EvidenceListProps) => {
  const { data, isError, refetch, requestId, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetEvidenceInfiniteQuery(query);
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, text.loadFailed);
  if (failed) return <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;

  const items = data.pages.flatMap((page) => page.items);
  const total = data.pages.at(-1)?.pagination.total ?? items.length;
  return (
    <>
      <EvidenceGrid evidence={items} onView={onView} />
      {items.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}>
          <Typography variant="body2" color="text.secondary">
            {text.showing(items.length, total)}
          </Typography>
          {hasNextPage && (
            <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {text.loadMore}
            </Button>
          )}
        </Box>
      )}
    </>
  );
};
