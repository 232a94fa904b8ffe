import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import type { ControlDetails } from '@/contracts/controlSettings';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { ApplicabilitySection } from '@/features/controls/components/ApplicabilitySection';
import { ControlSettingsFields } from '@/features/controls/components/ControlSettingsFields';
import { StatementReview } from '@/features/controls/components/StatementReview';
import { configureText as text, controlsText } from '@/features/controls/constants';
import { changedFields, type ControlDraft, draftOf } from '@/features/controls/controlDraft';
import { useUpdateControlMutation } from '@/features/controls/controlsApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type ConfigureControlFormProps = { control: ControlDetails; onClose: () => void };

export const ConfigureControlForm = ({ control, onClose }: ConfigureControlFormProps) => {
  const manage = usePermission('controls:manage');
  const [update, { isLoading }] = useUpdateControlMutation();
  const { error, run } = useServerAction(controlsText.saveFailed);
  const [draft, setDraft] = useState(() => draftOf(control));
  const changes = changedFields(control, draft);
  const unchanged = Object.keys(changes).length === 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { framework, controlId } = control;
    if (await run(() => update({ framework, controlId, changes }).unwrap(), text.saved)) onClose();
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <ControlSettingsFields
          draft={draft}
          disabled={!manage.allowed}
          onChange={(next: Partial<ControlDraft>) => setDraft((current) => ({ ...current, ...next }))}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <StatementReview controlId={control.controlId} />
        <Divider sx={{ my: 2 }} />
        <ApplicabilitySection control={control} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
        <NotPermittedTooltip reason={manage.reason}>
          <Button type="submit" variant="contained" disabled={!manage.allowed || unchanged || isLoading}>
            {text.save}
          </Button>
        </NotPermittedTooltip>
      </DialogActions>
    </form>
  );
};
