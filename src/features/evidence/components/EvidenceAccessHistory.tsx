import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { evidenceDetailsText as text } from '@/features/evidence/constants';
import type { EvidenceDetails } from '@/features/evidence/types';
import { formatDateTime } from '@/lib/dates';

export const EvidenceAccessHistory = ({ accessHistory }: Pick<EvidenceDetails, 'accessHistory'>) =>
  accessHistory.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {text.noAccess}
    </Typography>
  ) : (
    <List dense disablePadding aria-label={text.accessHistory}>
      {accessHistory.map((access, index) => (
        <ListItem key={`${access.at}-${index}`} disableGutters>
          <ListItemText
            primary={`${text.accessActions[access.action]} (${text.version.toLowerCase()} ${access.version}) by ${access.by}`}
            secondary={formatDateTime(access.at)}
          />
        </ListItem>
      ))}
    </List>
  );
