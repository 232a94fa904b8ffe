import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import { paths } from '@/app/paths';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { myWorkText as text } from '@/features/myWork/constants';
import { MY_WORK_POLL_INTERVAL_MS, useGetMyWorkQuery } from '@/features/myWork/myWorkApi';
import { needsActionCount } from '@/features/myWork/needsAction';

/** The top bar's way to my work, with how many items there need the member's action. */
export const MyWorkButton = () => {
  const { data } = useGetMyWorkQuery(undefined, {
    pollingInterval: MY_WORK_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const count = data ? needsActionCount(data) : 0;
  return (
    <Button
      component={RouterLink}
      to={paths.myWork}
      color="inherit"
      startIcon={
        <Badge badgeContent={count} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
          <AssignmentIndOutlined />
        </Badge>
      }
      sx={{ flexShrink: 0, whiteSpace: 'nowrap', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
    >
      {/* Small screens keep the room for the page's title: the icon and its badge stand alone. */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {text.title}
      </Box>
      {count > 0 && <VisuallyHidden>{text.needsAction(count)}</VisuallyHidden>}
    </Button>
  );
};
