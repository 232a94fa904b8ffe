import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getApiErrorMessage } from '@/api/apiError';
import { draftSide } from '@/contracts/policies';
import { changesText as text, comparisonText } from '@/features/policies/constants';
import { TextDiff } from '@/features/policies/components/TextDiff';
import { useGetPolicyDiffQuery } from '@/features/policies/policyChangesApi';

type VersionComparisonProps = {
  policyId: string;
  from: string;
  /** A published version's id; without one, the draft. */
  to?: string;
  what: string;
};

/** The changes from one text of the policy to another, as the server computes them. */
export const VersionComparison = ({ policyId, from, to, what }: VersionComparisonProps) => {
  const { data: hunks, error, refetch } = useGetPolicyDiffQuery({ policyId, from, to: to ?? draftSide });
  return (
    <Box sx={{ my: 1.5 }}>
      {error && !hunks ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {text.retry}
            </Button>
          }
        >
          {getApiErrorMessage(error, text.diffFailed)}
        </Alert>
      ) : hunks ? (
        <TextDiff hunks={hunks} label={text.diffLabel(what)} />
      ) : (
        <Typography color="text.secondary">{comparisonText.loading}</Typography>
      )}
    </Box>
  );
};
