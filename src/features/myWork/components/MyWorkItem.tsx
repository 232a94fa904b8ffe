import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

type MyWorkItemProps = {
  title: string;
  /** Where the item is worked on, inside the app. */
  link: string;
  details: ReactNode;
  /** Chips beside the item: its role, priority, kind or state. */
  chips?: ReactNode;
};

/** One listed item: its title as the way to it, its dates and who, and its chips. */
export const MyWorkItem = ({ title, link, details, chips }: MyWorkItemProps) => (
  <ListItem
    disableGutters
    divider
    sx={{ py: 1, gap: 1, alignItems: 'flex-start', '&:last-of-type': { borderBottom: 0 } }}
  >
    <ListItemText
      sx={{ my: 0, minWidth: 0 }}
      primary={
        <Link component={RouterLink} to={link} underline="hover" sx={{ fontWeight: 500 }}>
          {title}
        </Link>
      }
      secondary={details}
      slotProps={{ primary: { variant: 'body2' }, secondary: { component: 'div' } }}
    />
    {chips && <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>{chips}</Box>}
  </ListItem>
);
