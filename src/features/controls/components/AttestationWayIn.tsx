import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FrameworkId } from '@/contracts/enums';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { AttestationReview } from '@/features/controls/components/AttestationReview';
import { AttestDialog } from '@/features/controls/components/AttestDialog';
import type { ControlCheck } from '@/features/controls/components/CheckItem';
import { checksText as text } from '@/features/controls/constants';
import { formatCalendarDay, formatDateTime } from '@/lib/dates';

type AttestationWayInProps = { check: ControlCheck; framework: FrameworkId; controlId: string };

/** A member states the check is met, with evidence; its latest attestation, and its review while pending. */
export const AttestationWayIn = ({ check, framework, controlId }: AttestationWayInProps) => {
  const submit = usePermission('attestations:submit');
  const [attesting, setAttesting] = useState(false);
  const { attestation } = check;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {text.attestation}
        </Typography>
        <NotPermittedTooltip reason={submit.reason}>
          <Button
            size="small"
            disabled={!submit.allowed}
            aria-label={text.attestLabel(check.name)}
            onClick={() => setAttesting(true)}
          >
            {text.attest}
          </Button>
        </NotPermittedTooltip>
      </Box>
      {attestation && (
        <Typography variant="body2" color="text.secondary" component="div">
          <div>
            {text.attestedBy(attestation.attestedBy.name, formatDateTime(attestation.attestedAt))} ·{' '}
            {text.validUntil(formatCalendarDay(attestation.validUntil))}
          </div>
          <div>{text.evidence(attestation.evidence.name)}</div>
          {attestation.reviewedBy && attestation.reviewedAt && (
            <div>{text.reviewedBy(attestation.reviewedBy.name, formatDateTime(attestation.reviewedAt))}</div>
          )}
          {attestation.reviewNote && <div>{text.reviewNote(attestation.reviewNote)}</div>}
        </Typography>
      )}
      {attestation?.status === 'pending' && (
        <AttestationReview attestation={attestation} framework={framework} controlId={controlId} />
      )}
      <AttestDialog
        open={attesting}
        check={check}
        framework={framework}
        controlId={controlId}
        onClose={() => setAttesting(false)}
      />
    </Box>
  );
};
