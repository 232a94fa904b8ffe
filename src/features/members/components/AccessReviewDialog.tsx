import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AccessReview } from '@/contracts/members';
import { UserStatusChip } from '@/features/members/components/UserStatusChip';
import { accessReviewText, userTableHeadings } from '@/features/members/constants';

type AccessReviewDialogProps = { review: AccessReview | null; onClose: () => void };

/** The server's review: who holds access, longest without a sign-in first, the stale ones flagged. */
export const AccessReviewDialog = ({ review, onClose }: AccessReviewDialogProps) => (
  <Dialog open={review !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="access-review-title">
    <DialogTitle id="access-review-title">{accessReviewText.title}</DialogTitle>
    <DialogContent>
      <DialogContentText sx={{ mb: 2 }}>{accessReviewText.intro(review?.staleAfterDays ?? 0)}</DialogContentText>
      <Table size="small" aria-labelledby="access-review-title">
        <TableHead>
          <TableRow>
            {[userTableHeadings[0], userTableHeadings[1], userTableHeadings[2], userTableHeadings[3]].map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 600 }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {review?.members.map((member) => (
            <TableRow key={member.id}>
              <TableCell>{member.name}</TableCell>
              <TableCell>{member.role}</TableCell>
              <TableCell>
                <UserStatusChip status={member.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {member.lastLogin === null ? accessReviewText.never : accessReviewText.days(member.daysSinceSignIn)}
                {member.flagged && (
                  <Chip
                    size="small"
                    color="warning"
                    label={accessReviewText.flagged(review.staleAfterDays)}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>{accessReviewText.close}</Button>
    </DialogActions>
  </Dialog>
);
