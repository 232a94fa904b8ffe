import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { SectionLoader } from '@/components/feedback/SectionLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePermission } from '@/features/auth/usePermission';
import { LazyPolicyApprovers } from '@/features/policies/components/LazyPolicyApprovers';
import { LazyPolicyAssignment } from '@/features/policies/components/LazyPolicyAssignment';
import { PolicyDraft } from '@/features/policies/components/PolicyDraft';
import { PolicyStatusChip } from '@/features/policies/components/PolicyStatusChip';
import { VersionHistory } from '@/features/policies/components/VersionHistory';
import { VersionInForce } from '@/features/policies/components/VersionInForce';
import { policiesText, policyText as text } from '@/features/policies/constants';
import { useGetPolicyQuery } from '@/features/policies/policiesApi';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';

/** /policies/:policyId: one policy, its draft on the way to publication and the version in force. */
export default function PolicyPage() {
  const policyId = useParams().policyId ?? '';
  const {
    data: policy,
    isError,
    refetch,
    requestId,
  } = useGetPolicyQuery(policyId, { refetchOnMountOrArgChange: true });
  const { allowed: canManage } = usePermission('policies:manage');
  const failed = isError && !policy;
  useLoadFailureToast(failed ? requestId : undefined, policiesText.policyLoadFailed);

  return (
    <>
      <Link component={RouterLink} to={paths.policies} underline="hover" variant="body2">
        {policiesText.back}
      </Link>
      {failed && <LoadFailedPanel title={policiesText.policyLoadFailed} onRetry={() => void refetch()} />}
      {!failed && !policy && <SectionLoader />}
      {policy && (
        <>
          <PageHeader title={policy.title} description={policy.summary} />
          <Box
            role="group"
            aria-label={text.status}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 3, mt: -1 }}
          >
            <PolicyStatusChip status={policy.status} />
            <Typography variant="body2" color="text.secondary">
              {policy.version ? text.version(policy.version) : text.unpublished}
            </Typography>
          </Box>
          {policy.draft && <PolicyDraft policy={policy} draft={policy.draft} canManage={canManage} />}
          {policy.current && <VersionInForce policy={policy} current={policy.current} canManage={canManage} />}
          {canManage && <LazyPolicyApprovers policyId={policy.id} approval={policy.approval} />}
          {canManage && <LazyPolicyAssignment policyId={policy.id} assignment={policy.assignment} />}
          <VersionHistory versions={policy.versions} />
        </>
      )}
    </>
  );
}
