import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@/contracts/assistant';
import { assistantText } from '@/features/assistant/constants';

type RecentTopicsProps = {
  conversations: ConversationSummary[] | undefined;
  shownId: string | null;
  icon: ReactNode;
  disabled: boolean;
  onOpen: (id: string) => void;
};

/** SPEC §2's recent topics: the member's latest conversations, each opening where it left off. */
export const RecentTopics = ({ conversations, shownId, icon, disabled, onOpen }: RecentTopicsProps) => (
  <Card component="section" aria-label={assistantText.recentTopicsHeading}>
    <CardContent sx={{ pb: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {assistantText.recentTopicsHeading}
      </Typography>
      {conversations?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {assistantText.noRecentTopics}
        </Typography>
      )}
      <List dense disablePadding>
        {conversations?.map((conversation) => (
          <li key={conversation.id}>
            <ListItemButton
              disabled={disabled}
              selected={conversation.id === shownId}
              onClick={() => onOpen(conversation.id)}
            >
              <ListItemIcon>{icon}</ListItemIcon>
              <ListItemText primary={conversation.title} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </CardContent>
  </Card>
);
