import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FrameworkId } from '@/contracts/enums';
import { historySpans } from '@/contracts/historySpans';
import { changesText, statusNames } from '@/features/scoreHistory/constants';
import { statusChanges } from '@/features/scoreHistory/statusChanges';
import { useGetControlHistoryQuery } from '@/features/scoreHistory/scoreHistoryApi';
import { formatCalendarDay } from '@/lib/dates';

// A control's changes are few: the longest span shows them all.
const span = historySpans[historySpans.length - 1];

/** The days a control's status moved, newest first: from and to, and the check and source that moved it. */
export const ControlScoreChanges = ({ framework, controlId }: { framework: FrameworkId; controlId: string }) => {
  const { data, isError } = useGetControlHistoryQuery({ framework, controlId, days: span });
  const changes = data ? statusChanges(data) : undefined;
  return (
    <Box component="section" aria-labelledby="control-changes-heading">
      <Typography id="control-changes-heading" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {changesText.heading}
      </Typography>
      {isError && <Typography color="text.secondary">{changesText.loadFailed}</Typography>}
      {!isError && !changes && <Skeleton variant="rounded" height={72} />}
      {changes?.length === 0 && <Typography color="text.secondary">{changesText.empty}</Typography>}
      {changes && changes.length > 0 && (
        <Table size="small" aria-labelledby="control-changes-heading">
          <TableHead>
            <TableRow>
              <TableCell>{changesText.day}</TableCell>
              <TableCell>{changesText.change}</TableCell>
              <TableCell>{changesText.check}</TableCell>
              <TableCell>{changesText.source}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.day}>
                <TableCell>{formatCalendarDay(change.day)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={change.to === 'passed' ? 'success' : change.to === 'warning' ? 'warning' : 'error'}
                    label={changesText.transition(statusNames[change.from], statusNames[change.to])}
                  />
                </TableCell>
                <TableCell>{change.changedBy?.checkName ?? changesText.noCheck}</TableCell>
                <TableCell>{change.changedBy?.source ?? changesText.noSource}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
