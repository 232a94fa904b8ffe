import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { FrameworkId } from '@/contracts/enums';
import { usePermission } from '@/features/auth/usePermission';
import { countWithoutOwner } from '@/features/controls/components/list/controlListView';
import { useListControlsQuery } from '@/features/controls/controlListApi';
import { summaryText } from '@/features/dashboard/constants';
import { unownedControlsLink } from '@/features/dashboard/dashboardLinks';

/** How many of the framework's controls nobody owns, leading to that list; nothing until the controls are read. */
export const UnownedControls = ({ framework }: { framework: FrameworkId }) => {
  const { allowed } = usePermission('compliance:read');
  const { currentData: controls } = useListControlsQuery(framework, { skip: !allowed });
  if (!controls) return null;
  return (
    <Link component={RouterLink} to={unownedControlsLink(framework)} underline="hover" variant="body2">
      {summaryText.unowned}:{' '}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {countWithoutOwner(controls)}
      </Box>
    </Link>
  );
};
