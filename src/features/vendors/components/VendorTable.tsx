import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { vendorPath } from '@/app/paths';
import { dataCategoryLabels, dataSharedLabels } from '@/contracts/vendorOptions';
import type { VendorPage, VendorSummary } from '@/contracts/vendors';
import { TierChip } from '@/features/vendors/components/TierChip';
import { vendorsText as text } from '@/features/vendors/constants';
import { formatCalendarDay } from '@/lib/dates';

const dataShared = (vendor: VendorSummary) =>
  vendor.dataCategories.length > 0
    ? vendor.dataCategories.map((category) => dataCategoryLabels[category]).join(', ')
    : vendor.dataShared === 'none'
      ? text.noData
      : dataSharedLabels[vendor.dataShared];

const nextReview = (vendor: VendorSummary) => {
  if (vendor.status !== 'active') return text.noDate;
  return vendor.nextReviewOn ? formatCalendarDay(vendor.nextReviewOn) : text.onboardingOnly;
};

type VendorTableProps = { page: VendorPage; onPageChange: (page: number) => void };

/** A page of the register, one vendor a row, with where each stands. */
export const VendorTable = ({ page, onPageChange }: VendorTableProps) => {
  if (page.vendors.length === 0) {
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
            <TableCell>{text.columns.name}</TableCell>
            <TableCell>{text.columns.tier}</TableCell>
            <TableCell>{text.columns.owner}</TableCell>
            <TableCell>{text.columns.data}</TableCell>
            <TableCell>{text.columns.nextReview}</TableCell>
            <TableCell align="right">{text.columns.findings}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.vendors.map((vendor) => (
            <TableRow key={vendor.id} hover>
              <TableCell>
                <Link component={RouterLink} to={vendorPath(vendor.id)} underline="hover" sx={{ fontWeight: 500 }}>
                  {vendor.name}
                </Link>
              </TableCell>
              <TableCell>
                <TierChip tier={vendor.tier} />
              </TableCell>
              <TableCell>{vendor.owner?.name ?? text.noOwner}</TableCell>
              <TableCell>{dataShared(vendor)}</TableCell>
              <TableCell sx={{ color: vendor.reviewCurrent ? undefined : 'warning.dark' }}>
                {nextReview(vendor)}
              </TableCell>
              <TableCell align="right" sx={{ color: vendor.findingsCount > 0 ? 'error.main' : undefined }}>
                {vendor.findingsCount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={page.pagination.total}
        page={page.pagination.page - 1}
        rowsPerPage={page.pagination.limit}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => onPageChange(next + 1)}
      />
    </TableContainer>
  );
};
