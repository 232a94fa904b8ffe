import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Risk } from '@/contracts/risks';
import { riskCategories, riskDescriptionMax, riskStatuses, riskTitleMax } from '@/contracts/riskValues';
import { RatingFields } from '@/features/risks/components/RatingFields';
import {
  bodyOf,
  draftOf,
  emptyRiskDraft,
  type RiskDraft,
  type RiskDraftErrors,
  validateRiskDraft,
} from '@/features/risks/components/riskDraft';
import { TreatmentFields } from '@/features/risks/components/TreatmentFields';
import { riskCategoryLabels, riskFormText as text, riskStatusLabels, risksText } from '@/features/risks/constants';
import { useAddRiskMutation, useGetRiskOptionsQuery, useUpdateRiskMutation } from '@/features/risks/risksApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type RiskDialogProps = { open: boolean; onClose: () => void; ownerId: string; risk?: Risk | null; today: string };

const sameAcceptance = (risk: Risk | null | undefined, draft: RiskDraft) =>
  risk?.treatment?.type === 'accept' &&
  draft.treatment === 'accept' &&
  risk.treatment.expiresOn === draft.expiresOn &&
  risk.treatment.approver?.id === draft.approverId;

/** Adds a risk, or edits and treats one: ratings before and after its controls, links, treatment, review date. */
export const RiskDialog = ({ open, onClose, ownerId, risk, today }: RiskDialogProps) => {
  const [draft, setDraft] = useState<RiskDraft>(() => (risk ? draftOf(risk) : emptyRiskDraft(ownerId)));
  const [errors, setErrors] = useState<RiskDraftErrors>({});
  const { data: options } = useGetRiskOptionsQuery(undefined, { skip: !open });
  const [addRisk, adding] = useAddRiskMutation();
  const [updateRisk, updating] = useUpdateRiskMutation();
  const { error, run } = useServerAction(risksText.saveFailed);
  const change = (patch: Partial<RiskDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const members = options?.members ?? [];
  const controls = options?.controls ?? [];
  const tasks = options?.tasks ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRiskDraft(draft, today, sameAcceptance(risk, draft));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = bodyOf(draft);
    const done = risk
      ? await run(() => updateRisk({ riskId: risk.id, body }).unwrap(), text.saved)
      : await run(() => addRisk(body).unwrap(), text.added);
    if (done) onClose();
  };

  const field = (name: 'title' | 'reviewOn') => ({
    error: Boolean(errors[name]),
    helperText: errors[name],
    value: draft[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="risk-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="risk-dialog-title">{risk ? text.editTitle : text.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={text.title}
              required
              size="small"
              {...field('title')}
              slotProps={{ htmlInput: { maxLength: riskTitleMax } }}
            />
            <TextField
              label={text.description}
              size="small"
              multiline
              minRows={2}
              value={draft.description}
              onChange={(event) => change({ description: event.target.value })}
              slotProps={{ htmlInput: { maxLength: riskDescriptionMax } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                size="small"
                fullWidth
                label={text.category}
                value={draft.category}
                onChange={(event) => change({ category: event.target.value as RiskDraft['category'] })}
              >
                {riskCategories.map((category) => (
                  <MenuItem key={category} value={category}>
                    {riskCategoryLabels[category]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                fullWidth
                required
                label={text.owner}
                value={members.some((member) => member.id === draft.ownerId) ? draft.ownerId : ''}
                onChange={(event) => change({ ownerId: event.target.value })}
                error={Boolean(errors.ownerId)}
                helperText={errors.ownerId}
              >
                {members.map((member) => (
                  <MenuItem key={member.id} value={member.id}>
                    {member.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
              <RatingFields
                legend={text.inherent}
                likelihood={draft.inherentLikelihood}
                impact={draft.inherentImpact}
                onChange={({ likelihood, impact }) =>
                  change({ inherentLikelihood: likelihood, inherentImpact: impact })
                }
              />
              <RatingFields
                legend={text.residual}
                likelihood={draft.residualLikelihood}
                impact={draft.residualImpact}
                error={errors.residualLikelihood}
                onChange={({ likelihood, impact }) =>
                  change({ residualLikelihood: likelihood, residualImpact: impact })
                }
              />
            </Stack>
            <Autocomplete
              multiple
              size="small"
              options={controls}
              value={controls.filter((control) =>
                draft.controls.some(
                  (ref) => ref.framework === control.framework && ref.controlId === control.controlId,
                ),
              )}
              getOptionLabel={(control) => `${control.framework} ${control.controlId} · ${control.name}`}
              isOptionEqualToValue={(option, value) =>
                option.framework === value.framework && option.controlId === value.controlId
              }
              onChange={(_event, chosen) =>
                change({ controls: chosen.map(({ framework, controlId }) => ({ framework, controlId })) })
              }
              renderInput={(params) => <TextField {...params} label={text.controls} />}
            />
            <Autocomplete
              multiple
              size="small"
              options={tasks}
              value={tasks.filter((task) => draft.taskIds.includes(task.id))}
              getOptionLabel={(task) => task.title}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, chosen) => change({ taskIds: chosen.map(({ id }) => id) })}
              renderInput={(params) => <TextField {...params} label={text.tasks} />}
            />
            <TreatmentFields draft={draft} errors={errors} members={members} onChange={change} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                size="small"
                fullWidth
                required
                label={text.reviewOn}
                {...field('reviewOn')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {risk && (
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={text.status}
                  value={draft.status}
                  onChange={(event) => change({ status: event.target.value as RiskDraft['status'] })}
                >
                  {riskStatuses.map((status) => (
                    <MenuItem key={status} value={status}>
                      {riskStatusLabels[status]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={adding.isLoading || updating.isLoading}>
            {text.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
