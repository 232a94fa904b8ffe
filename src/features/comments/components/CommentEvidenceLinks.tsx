import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/Description';
import { Link as RouterLink } from 'react-router-dom';
import type { Comment } from '@/contracts/comments';
import { commentsText as text } from '@/features/comments/constants';
import { evidenceItemPath } from '@/features/evidence/itemLink';

/** The evidence a comment links to, each opening the item in the evidence locker. */
export const CommentEvidenceLinks = ({ evidence }: Pick<Comment, 'evidence'>) =>
  evidence.length === 0 ? null : (
    <Box component="ul" aria-label={text.attachments} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
      {evidence.map((item) => (
        <Typography
          component="li"
          variant="body2"
          key={item.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <Description fontSize="inherit" color="action" />
          <Link component={RouterLink} to={evidenceItemPath(item.id)}>
            {item.name}
          </Link>
        </Typography>
      ))}
    </Box>
  );
