import Box from '@mui/material/Box';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageHeader } from '@/components/layout/PageHeader';
import {
  ControlItem,
  EvidenceItem,
  MentionItem,
  PolicyToAcceptItem,
  ReviewItem,
  TaskItem,
} from '@/features/myWork/components/MyWorkItems';
import { MyWorkSection } from '@/features/myWork/components/MyWorkSection';
import { MyWorkSkeleton } from '@/features/myWork/components/MyWorkSkeleton';
import { myWorkText as text } from '@/features/myWork/constants';
import { useGetMyWorkQuery } from '@/features/myWork/myWorkApi';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

/** /my-work: what waits for the signed-in member, across the app. */
export default function MyWorkPage() {
  const { data, isError, refetch, requestId } = useGetMyWorkQuery(undefined, { refetchOnMountOrArgChange: true });
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, text.loadFailed);

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {failed && <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />}
      {!failed && !data && <MyWorkSkeleton />}
      {data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
          <MyWorkSection
            section="controls"
            total={data.counts.controls}
            items={data.controls.map((control) => (
              <ControlItem key={`${control.framework}:${control.id}`} control={control} />
            ))}
          />
          <MyWorkSection
            section="tasks"
            total={data.counts.tasks}
            items={data.tasks.map((task) => (
              <TaskItem key={task.id} task={task} />
            ))}
          />
          <MyWorkSection
            section="reviews"
            total={data.counts.reviews}
            items={data.reviews.map((review) => (
              <ReviewItem key={`${review.kind}:${review.id}`} review={review} />
            ))}
          />
          <MyWorkSection
            section="mentions"
            total={data.counts.mentions}
            items={data.mentions.map((mention) => (
              <MentionItem key={mention.commentId} mention={mention} />
            ))}
          />
          <MyWorkSection
            section="evidenceExpiring"
            total={data.counts.evidenceExpiring}
            items={data.evidenceExpiring.map((evidence) => (
              <EvidenceItem key={evidence.id} evidence={evidence} />
            ))}
          />
          <MyWorkSection
            section="policiesToAccept"
            total={data.counts.policiesToAccept}
            items={data.policiesToAccept.map((policy) => (
              <PolicyToAcceptItem key={policy.id} policy={policy} />
            ))}
          />
        </Box>
      )}
    </>
  );
}
