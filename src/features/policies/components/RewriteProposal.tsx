import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SectionRewrite } from '@/contracts/policies';
import { changesText as text, policiesText } from '@/features/policies/constants';
import { TextDiff } from '@/features/policies/components/TextDiff';
import { useSaveDraftMutation } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type RewriteProposalProps = {
  policyId: string;
  proposal: SectionRewrite;
  /** With the draft's new text once accepted and saved; with nothing when rejected. */
  onDone: (accepted?: string) => void;
};

/** The model's rewrite as changes to its section: accepting saves it as the draft, which is then reviewed as any edit. */
export const RewriteProposal = ({ policyId, proposal, onDone }: RewriteProposalProps) => {
  const [save, saving] = useSaveDraftMutation();
  const { error, run } = useServerAction(policiesText.saveFailed);
  const accept = async () => {
    if (await run(() => save({ policyId, body: proposal.body }).unwrap(), text.accepted)) onDone(proposal.body);
  };
  const heading = text.proposalHeading(proposal.section);
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ p: 1.5, mt: 1.5 }}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <TextDiff hunks={proposal.hunks} label={text.diffLabel(proposal.section)} />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="contained" disabled={saving.isLoading} onClick={() => void accept()}>
          {text.accept}
        </Button>
        <Button onClick={() => onDone()}>{text.reject}</Button>
      </Box>
    </Paper>
  );
};
