import type { CommentThread as Thread } from '@/contracts/comments';
import type { Role } from '@/contracts/enums';
import { CommentThread } from '@/features/comments/components/CommentThread';
import { signedInState } from '@/testing/authState';
import { commentServerHandlers, threadFixture } from '@/testing/fixtures/comments';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

/** A control's thread, answered by a server that keeps it for the test. */
export const renderThread = (
  thread: Thread = threadFixture(),
  { role = demoUser.role, route = '/' }: { role?: Role; route?: string } = {},
) => {
  const { handlers, sent } = commentServerHandlers(thread);
  server.use(...handlers);
  const view = renderWithProviders(<CommentThread subjectType="control" subjectId="CC6.1" />, {
    preloadedState: signedInState({ ...demoUser, role }),
    route,
  });
  return { ...view, sent };
};
