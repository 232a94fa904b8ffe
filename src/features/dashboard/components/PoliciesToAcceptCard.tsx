import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { paths, policyPath } from '@/app/paths';
import { policiesToAcceptText as text } from '@/features/dashboard/constants';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { useGetPoliciesToAcceptQuery } from '@/features/policies/policiesApi';

/** The policies in force the member has still to read and accept, each the way to it; nothing when there are none. */
export const PoliciesToAcceptCard = () => {
  const { data: policies = [] } = useGetPoliciesToAcceptQuery();
  if (policies.length === 0) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <SectionCard id="policies-to-accept" title={text.title} link={{ to: paths.policies, label: text.openAll }}>
        <List dense disablePadding aria-labelledby="policies-to-accept-heading">
          {policies.map((policy) => (
            <ListItem key={policy.policyId} disablePadding>
              <ListItemButton component={RouterLink} to={policyPath(policy.policyId)}>
                <ListItemText primary={policy.title} secondary={text.version(policy.version)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SectionCard>
    </Box>
  );
};
