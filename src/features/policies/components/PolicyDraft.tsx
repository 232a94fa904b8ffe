import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PolicyDetail } from '@/contracts/policies';
import { DraftBlockers } from '@/features/policies/components/DraftBlockers';
import { LazyDraftComparison } from '@/features/policies/components/LazyPolicyChanges';
import { DraftEditor } from '@/features/policies/components/DraftEditor';
import { PolicyDraftReview } from '@/features/policies/components/PolicyDraftReview';
import { PolicyText } from '@/features/policies/components/PolicyText';
import { PublishDialog } from '@/features/policies/components/PublishDialog';
import { policyText as text } from '@/features/policies/constants';
import { formatDateTime } from '@/lib/dates';

type PolicyDraftProps = { policy: PolicyDetail; draft: NonNullable<PolicyDetail['draft']>; canManage: boolean };

/** The open draft: what blocks it, its text as it will read, its review round and, once approved, its publication. */
export const PolicyDraft = ({ policy, draft, canManage }: PolicyDraftProps) => {
  const [editing, setEditing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const publishable = policy.status === 'approved' && draft.blockers.length === 0;
  return (
    <>
      <DraftBlockers blockers={draft.blockers} canManage={canManage} />
      <PolicyDraftReview policyId={policy.id} title={policy.title} />
      <Paper variant="outlined" component="section" aria-labelledby="policy-draft" sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography id="policy-draft" component="h2" variant="h6">
              {text.draftHeading}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {text.draftUpdated(formatDateTime(draft.updatedAt))}
            </Typography>
          </Box>
          {canManage && (
            <>
              <Button variant="outlined" aria-pressed={editing} onClick={() => setEditing((open) => !open)}>
                {text.editText}
              </Button>
              <Button
                variant="contained"
                disabled={!publishable}
                title={publishable ? undefined : text.publishHelp}
                onClick={() => setPublishing(true)}
              >
                {text.publish}
              </Button>
            </>
          )}
        </Box>
        {editing && (
          <DraftEditor
            policyId={policy.id}
            body={draft.body}
            rewriteAvailable={policy.rewriteAvailable === true}
            onClose={() => setEditing(false)}
          />
        )}
        {policy.current && <LazyDraftComparison policyId={policy.id} current={policy.current} />}
        <PolicyText text={draft.rendered} />
      </Paper>
      {canManage && <PublishDialog policyId={policy.id} open={publishing} onClose={() => setPublishing(false)} />}
    </>
  );
};
