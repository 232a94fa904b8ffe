import { useState } from 'react';
import Button from '@mui/material/Button';
import type { PolicyDetail } from '@/contracts/policies';
import { comparisonText as text } from '@/features/policies/constants';
import { VersionComparison } from '@/features/policies/components/VersionComparison';

type DraftComparisonProps = { policyId: string; current: NonNullable<PolicyDetail['current']> };

/** What publishing the draft would change in the version in force, opened on request. */
export const DraftComparison = ({ policyId, current }: DraftComparisonProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-pressed={open}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ mb: 1 }}
      >
        {text.compareDraft}
      </Button>
      {open && <VersionComparison policyId={policyId} from={current.id} what={text.draftChanges(current.version)} />}
    </>
  );
};
