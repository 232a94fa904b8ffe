import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { pageChanged } from '@/features/activityLogs/activityLogsSlice';
import { paginationText as text } from '@/features/activityLogs/constants';
import type { AuditLogPagination } from '@/contracts/auditLogs';

type ActivityLogPaginationProps = {
  pagination: AuditLogPagination;
  /** A page is on its way: the buttons wait for it. */
  busy: boolean;
};

/** SPEC §9: "Showing X to Y of Z results", with Previous and Next only when there is more than one page. */
export const ActivityLogPagination = ({ pagination, busy }: ActivityLogPaginationProps) => {
  const dispatch = useAppDispatch();
  const { page, limit, total, pages } = pagination;
  if (total === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={text.label}
      sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        {text.showing((page - 1) * limit + 1, Math.min(page * limit, total), total)}
      </Typography>
      {pages > 1 && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" disabled={busy || page <= 1} onClick={() => dispatch(pageChanged(page - 1))}>
            {text.previous}
          </Button>
          <Button variant="outlined" disabled={busy || page >= pages} onClick={() => dispatch(pageChanged(page + 1))}>
            {text.next}
          </Button>
        </Box>
      )}
    </Box>
  );
};
