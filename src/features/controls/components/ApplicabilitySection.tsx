import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ControlSettings } from '@/contracts/controlSettings';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { ExclusionRequestForm } from '@/features/controls/components/ExclusionRequestForm';
import { ExclusionState } from '@/features/controls/components/ExclusionState';
import { applicabilityText as text, controlsText } from '@/features/controls/constants';
import { useRequestExclusionMutation } from '@/features/controls/controlsApi';
import { useServerAction } from '@/features/toasts/useServerAction';

const Applicable = ({ control }: { control: ControlSettings }) => {
  const manage = usePermission('controls:manage');
  const [requestExclusion, { isLoading }] = useRequestExclusionMutation();
  const { error, setError, run } = useServerAction(controlsText.saveFailed);
  const [asking, setAsking] = useState(false);
  const { framework, controlId } = control;
  const { decidedBy, rejectionNote } = control.applicability;

  const request = async (justification: string) => {
    if (await run(() => requestExclusion({ framework, controlId, justification }).unwrap(), text.requestSent)) {
      setAsking(false);
    }
  };

  return (
    <>
      {rejectionNote && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {text.refused(decidedBy?.name ?? '')} {rejectionNote}
        </Alert>
      )}
      {asking ? (
        <ExclusionRequestForm
          error={error}
          busy={isLoading}
          onCancel={() => {
            setError(null);
            setAsking(false);
          }}
          onSubmit={(justification) => void request(justification)}
        />
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{text.applicable}</Typography>
          <NotPermittedTooltip reason={manage.reason}>
            <Button variant="outlined" disabled={!manage.allowed} onClick={() => setAsking(true)}>
              {text.markNotApplicable}
            </Button>
          </NotPermittedTooltip>
        </>
      )}
    </>
  );
};

/** Whether the control counts: asking to exclude it, deciding on that, and making it applicable again. */
export const ApplicabilitySection = ({ control }: { control: ControlSettings }) => (
  <Box component="section" aria-labelledby="applicability-heading">
    <Typography id="applicability-heading" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
      {text.heading}
    </Typography>
    {control.applicability.state === 'applicable' ? (
      <Applicable control={control} />
    ) : (
      <ExclusionState control={control} />
    )}
  </Box>
);
