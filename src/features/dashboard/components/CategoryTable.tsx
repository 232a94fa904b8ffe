import { Fragment } from 'react';
import { frameworkLabels } from '@/contracts/enums';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { ControlStatusChip } from '@/features/assessments/components/ControlStatusChip';
import { categoriesText as text } from '@/features/dashboard/constants';
import { trendColor } from '@/features/dashboard/dashboardFormat';
import type { FrameworkGroup } from '@/features/dashboard/frameworkGroups';
import { scoreTone } from '@/lib/scoreTone';

const numeric = { align: 'right' } as const;

/** Every category of the latest assessments, framework by framework, worst first. */
export const CategoryTable = ({ groups }: { groups: FrameworkGroup[] }) => (
  <TableContainer sx={{ maxHeight: 440 }}>
    <Table size="small" stickyHeader aria-labelledby="categories-heading">
      <TableHead>
        <TableRow>
          <TableCell>{text.category}</TableCell>
          <TableCell {...numeric}>{text.score}</TableCell>
          <TableCell>{text.status}</TableCell>
          <TableCell {...numeric}>{text.issues}</TableCell>
          <TableCell {...numeric}>{text.trend}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map(({ framework, categories, issues }) => (
          <Fragment key={framework}>
            <TableRow>
              <TableCell component="th" scope="rowgroup" colSpan={5} sx={{ bgcolor: 'grey.50', py: 1 }}>
                <Link
                  component={RouterLink}
                  to={`${paths.compliance}?framework=${framework}`}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {frameworkLabels[framework]}
                </Link>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {text.frameworkSummary(categories.length, issues)}
                </Typography>
              </TableCell>
            </TableRow>
            {categories.map((row) => (
              <TableRow key={row.name} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {row.name}
                </TableCell>
                <TableCell {...numeric} sx={{ color: `${scoreTone(row.score)}.dark`, fontWeight: 600 }}>
                  {row.score}%
                </TableCell>
                <TableCell>
                  <ControlStatusChip status={row.status} />
                </TableCell>
                <TableCell {...numeric}>{row.issues}</TableCell>
                <TableCell {...numeric} sx={{ color: trendColor(row.trend), fontWeight: 500 }}>
                  {row.trend}
                </TableCell>
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
