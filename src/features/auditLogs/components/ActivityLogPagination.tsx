import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { pageChanged } from '@/features/auditLogs/auditLogsSlice';
import { paginationText as text } from '@/features/auditLogs/constants';
import type { AuditLogPagination } from '@/contracts/auditLogs';

type ActivityLogPaginationProps = {
  pagination: AuditLogPagination;
  /** Entries on this page: past a capped total, only a short page says there is no next one. */
  shown: number;
  /** A page is on its way: the buttons wait for it. */
  busy: boolean;
};

const showingText = ({ page, limit, total, totalIsLowerBound }: AuditLogPagination, shown: number) => {
  const from = (page - 1) * limit + 1;
  if (!totalIsLowerBound) return text.showing(from, Math.min(page * limit, total), total);
  return shown === 0 ? text.pastTheEnd(total) : text.showingOfMoreThan(from, from + shown - 1, total);
};

/**
 * SPEC §9: "Showing X to Y of Z results", with Previous and Next only when there is more than one page. A search's
 * total may be a lower bound ("more than Z"): then Next stays until a page comes back short.
 */
export const ActivityLogPagination = ({ pagination, shown, busy }: ActivityLogPaginationProps) => {
  const dispatch = useAppDispatch();
  const { page, limit, total, pages, totalIsLowerBound = false } = pagination;
  if (total === 0) return null;
  const lastPage = totalIsLowerBound ? shown < limit : page >= pages;
  return (
    <Box
      component="nav"
      aria-label={text.label}
      sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        {showingText(pagination, shown)}
      </Typography>
      {(pages > 1 || totalIsLowerBound) && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" disabled={busy || page <= 1} onClick={() => dispatch(pageChanged(page - 1))}>
            {text.previous}
          </Button>
          <Button variant="outlined" disabled={busy || lastPage} onClick={() => dispatch(pageChanged(page + 1))}>
            {text.next}
          </Button>
        </Box>
      )}
    </Box>
  );
};
