import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { SectionLoader } from '@/components/feedback/SectionLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { ImportPolicyButton } from '@/features/policies/components/ImportPolicyButton';
import { PoliciesToAccept } from '@/features/policies/components/PoliciesToAccept';
import { PolicyLibrary } from '@/features/policies/components/PolicyLibrary';
import { PolicyTable } from '@/features/policies/components/PolicyTable';
import { policiesText as text } from '@/features/policies/constants';
import { useGetPoliciesQuery, useGetPoliciesToAcceptQuery } from '@/features/policies/policiesApi';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

/** /policies: the organisation's policies, what the member has to accept, and the library to start new ones from. */
export default function PoliciesPage() {
  const { data, isError, refetch, requestId } = useGetPoliciesQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: toAccept } = useGetPoliciesToAcceptQuery(undefined, { refetchOnMountOrArgChange: true });
  const failed = isError && !data;
  useLoadFailureToast(failed ? requestId : undefined, text.loadFailed);

  return (
    <>
      <PageHeader title={text.title} description={text.description} actions={<ImportPolicyButton />} />
      {toAccept && <PoliciesToAccept policies={toAccept} />}
      {failed && <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />}
      {!failed && !data && <SectionLoader />}
      {data && (
        <>
          <PolicyTable policies={data.policies} />
          <PolicyLibrary templates={data.templates} />
        </>
      )}
    </>
  );
}
