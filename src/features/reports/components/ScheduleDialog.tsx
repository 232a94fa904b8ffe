import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import type { Report, ScheduleFrequency } from '@/contracts/reports';
import { ScheduleList } from '@/features/reports/components/ScheduleList';
import { scheduleText } from '@/features/reports/constants';
import { useCreateScheduleMutation, useGetScheduleRecipientsQuery } from '@/features/reports/reportsApi';
import { useToast } from '@/features/toasts/useToast';

type ScheduleDialogProps = { report: Report; open: boolean; onClose: () => void };

const ScheduleForm = ({ report, onClose }: Omit<ScheduleDialogProps, 'open'>) => {
  const toast = useToast();
  const { data: members = [] } = useGetScheduleRecipientsQuery();
  const [frequency, setFrequency] = useState<ScheduleFrequency>('monthly');
  const [recipientIds, setRecipientIds] = useState<string[]>([]);
  const [createSchedule, { isLoading }] = useCreateScheduleMutation();
  const toggle = (id: string) =>
    setRecipientIds((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  const create = async () => {
    const result = await createSchedule({
      type: report.type,
      ...(report.type === 'custom' ? { framework: report.framework } : {}),
      frequency,
      recipientIds,
    });
    if ('error' in result) {
      toast.error(getApiErrorMessage(result.error, scheduleText.createFailed));
      return;
    }
    setRecipientIds([]);
    toast.success(scheduleText.created);
  };
  return (
    <>
      <DialogTitle id="schedule-report-title">{scheduleText.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <DialogContentText>{scheduleText.intro(report.name)}</DialogContentText>
        <TextField
          select
          label={scheduleText.frequency}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as ScheduleFrequency)}
        >
          <MenuItem value="weekly">{scheduleText.weekly}</MenuItem>
          <MenuItem value="monthly">{scheduleText.monthly}</MenuItem>
        </TextField>
        <FormControl component="fieldset">
          <FormLabel component="legend">{scheduleText.recipients}</FormLabel>
          <FormGroup>
            {members.map((member) => (
              <FormControlLabel
                key={member.id}
                label={`${member.name} (${member.email})`}
                control={<Checkbox checked={recipientIds.includes(member.id)} onChange={() => toggle(member.id)} />}
              />
            ))}
          </FormGroup>
        </FormControl>
        <ScheduleList />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{scheduleText.close}</Button>
        <Button variant="contained" disabled={isLoading || recipientIds.length === 0} onClick={() => void create()}>
          {scheduleText.create}
        </Button>
      </DialogActions>
    </>
  );
};

/** Weekly or monthly generation of this report's template, emailed with its PDF to the members chosen. */
export const ScheduleDialog = ({ report, open, onClose }: ScheduleDialogProps) => (
  <Dialog open={open} onClose={onClose} aria-labelledby="schedule-report-title" fullWidth maxWidth="sm">
    {open && <ScheduleForm report={report} onClose={onClose} />}
  </Dialog>
);
