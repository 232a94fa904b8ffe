import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ChatSource } from '@/contracts/assistant';
import { assistantText } from '@/features/assistant/constants';

const statusColours = { passed: 'success', warning: 'warning', critical: 'error' } as const;

/** Where an answer comes from, each a link: a control to its heat map tile, a task to the tasks. */
export const MessageSources = ({ sources }: { sources: ChatSource[] }) => (
  <Stack
    component="ul"
    aria-label={assistantText.sources}
    direction="row"
    sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, gap: 1, flexWrap: 'wrap' }}
  >
    {sources.map((source) => (
      <li key={`${source.kind}:${source.path}:${source.title}`}>
        <Chip
          component={RouterLink}
          to={source.path}
          clickable
          size="small"
          variant="outlined"
          color={source.status ? statusColours[source.status] : 'default'}
          label={`${source.label} ${source.title}${source.score === null ? '' : ` · ${source.score}%`}`}
        />
      </li>
    ))}
  </Stack>
);
