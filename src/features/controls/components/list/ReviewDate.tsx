import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@/lib/dates';
import { controlListText as text } from '@/features/controls/listConstants';
import { isReviewOverdue } from '@/features/controls/components/list/controlListView';

export const ReviewDate = ({ reviewDate }: { reviewDate: string | null }) => {
  if (reviewDate === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {text.noReviewDate}
      </Typography>
    );
  const overdue = isReviewOverdue(reviewDate);
  return (
    <Typography variant="body2" color={overdue ? 'warning.dark' : 'text.primary'} sx={{ whiteSpace: 'nowrap' }}>
      {formatCalendarDay(reviewDate)}
      {overdue && ` · ${text.overdue}`}
    </Typography>
  );
};
