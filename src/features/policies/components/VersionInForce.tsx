import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { getApiErrorMessage } from '@/api/apiError';
import type { PolicyDetail } from '@/contracts/policies';
import { PolicyAcceptance } from '@/features/policies/components/PolicyAcceptance';
import { PolicyText } from '@/features/policies/components/PolicyText';
import { policiesText, policyText as text, SHORT_HASH_LENGTH } from '@/features/policies/constants';
import { type PolicyFile, useDownloadPolicyFileMutation } from '@/features/policies/policiesApi';
import { useToast } from '@/features/toasts/useToast';

type VersionInForceProps = { policy: PolicyDetail; current: NonNullable<PolicyDetail['current']>; canManage: boolean };

/** The published version members accept: its text, its hash, its files and who has accepted it. */
export const VersionInForce = ({ policy, current, canManage }: VersionInForceProps) => {
  const [download, downloading] = useDownloadPolicyFileMutation();
  const toast = useToast();
  const save = async (file: PolicyFile) => {
    try {
      const { fileName } = await download({ versionId: current.id, file }).unwrap();
      toast.success(text.downloaded(fileName));
    } catch (failure) {
      toast.error(getApiErrorMessage(failure, policiesText.downloadFailed));
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="policy-in-force" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="policy-in-force" component="h2" variant="h6" sx={{ flex: 1 }}>
          {text.inForceHeading(current.version)}
        </Typography>
        <Tooltip title={current.sha256}>
          <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
            {text.sha256(current.sha256.slice(0, SHORT_HASH_LENGTH))}
          </Typography>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button size="small" variant="outlined" disabled={downloading.isLoading} onClick={() => void save('pdf')}>
          {text.downloadPdf}
        </Button>
        <Button size="small" variant="outlined" disabled={downloading.isLoading} onClick={() => void save('markdown')}>
          {text.downloadMarkdown}
        </Button>
        {canManage && (
          <Button
            size="small"
            variant="outlined"
            disabled={downloading.isLoading}
            onClick={() => void save('acceptances.csv')}
          >
            {text.downloadAcceptances}
          </Button>
        )}
        {policy.acceptance && (
          <Typography variant="body2" color="text.secondary">
            {policiesText.acceptance(policy.acceptance.accepted, policy.acceptance.required)}
          </Typography>
        )}
      </Box>
      <PolicyText text={current.text} />
      <Box sx={{ mt: 2 }}>
        <PolicyAcceptance policyId={policy.id} versionId={current.id} acceptedByMe={policy.acceptedByMe} />
      </Box>
    </Paper>
  );
};
