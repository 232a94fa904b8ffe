import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { reviewDecisionLabels } from '@/contracts/vendorOptions';
import type { VendorDetail } from '@/contracts/vendors';
import { RecordReviewDialog } from '@/features/vendors/components/RecordReviewDialog';
import { vendorReviewsText as text } from '@/features/vendors/constants';
import { formatCalendarDay } from '@/lib/dates';

/** The vendor's reviews, newest first, when the next is due, and a way to record one. */
export const VendorReviews = ({ vendor, canManage }: { vendor: VendorDetail; canManage: boolean }) => {
  const [recording, setRecording] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="vendor-reviews" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography id="vendor-reviews" component="h2" variant="h6">
          {text.heading}
        </Typography>
        {vendor.status === 'active' && (
          <Chip
            size="small"
            variant="outlined"
            color={vendor.reviewCurrent ? 'success' : 'warning'}
            label={vendor.reviewCurrent ? text.current : text.notCurrent}
            sx={{ color: vendor.reviewCurrent ? 'success.dark' : 'warning.dark' }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {canManage && vendor.status === 'active' && (
          <Button size="small" variant="outlined" onClick={() => setRecording(true)}>
            {text.record}
          </Button>
        )}
      </Box>
      {vendor.nextReviewOn && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text.nextReview(formatCalendarDay(vendor.nextReviewOn))}
        </Typography>
      )}
      {vendor.reviews.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        <List dense disablePadding>
          {vendor.reviews.map((review) => (
            <ListItem key={review.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={`${reviewDecisionLabels[review.decision]} · ${text.by(review.reviewer, formatCalendarDay(review.reviewedOn))}`}
                secondary={review.findings}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canManage && <RecordReviewDialog vendorId={vendor.id} open={recording} onClose={() => setRecording(false)} />}
    </Paper>
  );
};
