import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { MAX_CARD_TAGS, moreTagsLabel } from '@/features/evidence/constants';

type EvidenceTagsProps = { tags: string[]; limit?: number };

export const EvidenceTags = ({ tags, limit = tags.length }: EvidenceTagsProps) => {
  const shown = tags.slice(0, limit);
  const hidden = tags.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {shown.map((tag) => (
        <li key={tag}>
          <Chip size="small" label={tag} sx={{ bgcolor: 'grey.100' }} />
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Chip size="small" variant="outlined" label={moreTagsLabel(hidden)} />
        </li>
      )}
    </Box>
  );
};

export const CardTags = ({ tags }: { tags: string[] }) => <EvidenceTags tags={tags} limit={MAX_CARD_TAGS} />;
