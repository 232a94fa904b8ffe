import { Link as RouterLink } from 'react-router-dom';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '@/app/paths';
import { notificationsText as text } from '@/features/notifications/constants';
import { useGetPoliciesToAcceptQuery } from '@/features/policies/policiesApi';

/** Above the notifications, while the member has policies in force to accept: how many, and the way to them. */
export const PoliciesToAcceptEntry = ({ onNavigate }: { onNavigate: () => void }) => {
  const { data: policies = [] } = useGetPoliciesToAcceptQuery();
  if (policies.length === 0) return null;
  return (
    <MenuItem component={RouterLink} to={paths.policies} onClick={onNavigate} divider sx={{ fontWeight: 500 }}>
      {text.policiesToAccept(policies.length)}
    </MenuItem>
  );
};
