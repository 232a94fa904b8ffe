import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { policyPath } from '@/app/paths';
import type { PolicySummary } from '@/contracts/policies';
import { PolicyStatusChip } from '@/features/policies/components/PolicyStatusChip';
import { policiesText as text } from '@/features/policies/constants';
import { formatCalendarDay } from '@/lib/dates';

/** The organisation's policies, one row each, with where each stands. */
export const PolicyTable = ({ policies }: { policies: PolicySummary[] }) => {
  if (policies.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{text.empty}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={text.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.title}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell>{text.columns.version}</TableCell>
            <TableCell>{text.columns.nextReview}</TableCell>
            <TableCell>{text.columns.acceptance}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {policies.map((policy) => (
            <TableRow key={policy.id} hover>
              <TableCell>
                <Link component={RouterLink} to={policyPath(policy.id)} underline="hover" sx={{ fontWeight: 500 }}>
                  {policy.title}
                </Link>
              </TableCell>
              <TableCell>
                <PolicyStatusChip status={policy.status} />
              </TableCell>
              <TableCell>{policy.version ?? text.noVersion}</TableCell>
              <TableCell>{policy.nextReviewOn ? formatCalendarDay(policy.nextReviewOn) : text.noDate}</TableCell>
              <TableCell>
                {policy.acceptance
                  ? text.acceptance(policy.acceptance.accepted, policy.acceptance.required)
                  : text.noDate}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
