import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getApiErrorMessage } from '@/api/apiError';
import { markdownSections, type SectionRewrite } from '@/contracts/policies';
import { changesText as text } from '@/features/policies/constants';
import { RewriteProposal } from '@/features/policies/components/RewriteProposal';
import { useSuggestSectionRewriteMutation } from '@/features/policies/policyChangesApi';

type SectionRewritesProps = {
  policyId: string;
  /** The draft as saved: a rewrite is of the saved text, so unsaved edits come first. */
  body: string;
  edited: boolean;
  onAccepted: (body: string) => void;
};

const instructionMax = 500;

/** Each section of the draft with a "Suggest rewrite" action, and the proposal the language model made. */
export const SectionRewrites = ({ policyId, body, edited, onAccepted }: SectionRewritesProps) => {
  const [instruction, setInstruction] = useState('');
  const [proposal, setProposal] = useState<SectionRewrite | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [suggest, suggesting] = useSuggestSectionRewriteMutation();
  const sections = markdownSections(body);
  const ask = async (section: string) => {
    setError(null);
    setProposal(null);
    try {
      setProposal(await suggest({ policyId, section, instruction }).unwrap());
    } catch (failure) {
      setError(getApiErrorMessage(failure, text.rewriteFailed));
    }
  };
  if (sections.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="policy-rewrites" sx={{ mt: 2 }}>
      <Typography id="policy-rewrites" component="h3" variant="subtitle1">
        {text.sectionsHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {edited ? text.saveFirst : text.sectionsHelp}
      </Typography>
      <TextField
        label={text.instructionLabel}
        size="small"
        fullWidth
        value={instruction}
        onChange={(event) => setInstruction(event.target.value)}
        slotProps={{ htmlInput: { maxLength: instructionMax } }}
        sx={{ mb: 1 }}
      />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sections.map((section) => (
          <Box
            component="li"
            key={section.start}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: (section.level - 1) * 2 }}
          >
            <Typography variant="body2" sx={{ flex: 1 }}>
              {section.heading}
            </Typography>
            <Button
              size="small"
              aria-label={text.suggestRewriteOf(section.heading)}
              disabled={edited || suggesting.isLoading}
              onClick={() => void ask(section.heading)}
            >
              {text.suggestRewrite}
            </Button>
          </Box>
        ))}
      </Box>
      {suggesting.isLoading && <Typography color="text.secondary">{text.suggesting}</Typography>}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {proposal && (
        <RewriteProposal
          policyId={policyId}
          proposal={proposal}
          onDone={(accepted) => {
            setProposal(null);
            if (accepted) onAccepted(accepted);
          }}
        />
      )}
    </Box>
  );
};
