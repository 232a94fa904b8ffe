import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MentionCandidate } from '@/contracts/comments';
import { commentsText as text } from '@/features/comments/constants';

type MentionSuggestionsProps = {
  id: string;
  candidates: MentionCandidate[];
  activeIndex: number;
  loading: boolean;
  onPick: (candidate: MentionCandidate) => void;
};

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The teammates matching the `@` being typed; the text field keeps the focus and moves through them with the arrows. */
export const MentionSuggestions = ({ id, candidates, activeIndex, loading, onPick }: MentionSuggestionsProps) => (
  <Paper variant="outlined" sx={{ mt: 0.5, maxHeight: 220, overflowY: 'auto' }}>
    {candidates.length === 0 ? (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {loading ? '...' : text.noMembers}
      </Typography>
    ) : (
      <List dense disablePadding id={id} role="listbox" aria-label={text.mentionSuggestions}>
        {candidates.map((candidate, index) => (
          <ListItemButton
            key={candidate.id}
            id={mentionOptionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            selected={index === activeIndex}
            // Keeps the focus (and the caret) in the text field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(candidate)}
          >
            <ListItemText primary={candidate.name} />
          </ListItemButton>
        ))}
      </List>
    )}
  </Paper>
);
