import { type ComponentProps, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { commentsText as text } from '@/features/comments/constants';
import { lazyNamed } from '@/lib/lazyNamed';

// The thread (its composer, renderer and pickers) loads with the first subject opened, not with each screen.
const CommentThread = lazyNamed(
  () => import(/* webpackChunkName: "comments" */ '@/features/comments/components/CommentThread'),
  'CommentThread',
);

export const LazyCommentThread = (props: ComponentProps<typeof CommentThread>) => (
  <Suspense fallback={<Typography color="text.secondary">{text.loading}</Typography>}>
    <CommentThread {...props} />
  </Suspense>
);
