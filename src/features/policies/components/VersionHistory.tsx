import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PolicyDetail } from '@/contracts/policies';
import { LazyVersionChanges } from '@/features/policies/components/LazyPolicyChanges';
import { policyText as text } from '@/features/policies/constants';
import { formatDayOf } from '@/lib/dates';

/** Every published version, newest as the server orders them, with who approved and published it and what changed. */
export const VersionHistory = ({ versions }: { versions: PolicyDetail['versions'] }) => (
  <Box component="section" aria-labelledby="policy-history">
    <Typography id="policy-history" component="h2" variant="h6" sx={{ mb: 1 }}>
      {text.historyHeading}
    </Typography>
    {versions.length === 0 ? (
      <Typography color="text.secondary">{text.historyEmpty}</Typography>
    ) : (
      <Table size="small" aria-labelledby="policy-history">
        <TableHead>
          <TableRow>
            <TableCell>{text.historyColumns.version}</TableCell>
            <TableCell>{text.historyColumns.changelog}</TableCell>
            <TableCell>{text.historyColumns.approvedBy}</TableCell>
            <TableCell>{text.historyColumns.publishedBy}</TableCell>
            <TableCell>{text.historyColumns.date}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((version) => (
            <TableRow key={version.id}>
              <TableCell>{version.version}</TableCell>
              <TableCell>{version.changelog}</TableCell>
              <TableCell>{version.approvedBy ?? text.nobody}</TableCell>
              <TableCell>{version.publishedBy}</TableCell>
              <TableCell>{formatDayOf(version.publishedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
    <LazyVersionChanges versions={versions} />
  </Box>
);
