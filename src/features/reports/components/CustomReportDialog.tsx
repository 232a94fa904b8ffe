import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { frameworkLabels, defaultFramework, type FrameworkId, frameworkIds } from '@/contracts/enums';
import { type ReportSection, reportSections, type ReportType, reportTypes } from '@/contracts/reportOptions';
import { customReportText, reportTypeLabels } from '@/features/reports/constants';
import type { ReportRequest } from '@/features/reports/types';

type CustomReportDialogProps = {
  open: boolean;
  onClose: () => void;
  onSubmit: (request: ReportRequest) => void;
};

// SPEC §5: the modal validates nothing; a blank name falls back to a sensible one, and no section means all of them.
const CustomReportForm = ({ onClose, onSubmit }: Omit<CustomReportDialogProps, 'open'>) => {
  const [name, setName] = useState('');
  const [type, setType] = useState<ReportType>('custom');
  const [framework, setFramework] = useState<FrameworkId>(defaultFramework);
  const [sections, setSections] = useState<ReportSection[]>([...reportSections]);
  const [activityDetail, setActivityDetail] = useState(false);
  // Only the SOC 2 template reports the period's activity.
  const reportsActivity = type === 'soc2';
  const toggle = (section: ReportSection) =>
    setSections((current) =>
      current.includes(section) ? current.filter((item) => item !== section) : [...current, section],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = sections.length > 0 ? sections : [...reportSections];
    onSubmit({
      name: name.trim() || customReportText.defaultName,
      type,
      ...(type === 'custom' ? { framework } : {}),
      sections: chosen,
      ...(reportsActivity && activityDetail ? { includeActivityDetail: true } : {}),
      description: `Sections: ${chosen.join(', ')}.`,
    });
  };
  return (
    <form onSubmit={submit}>
      <DialogTitle id="custom-report-title">{customReportText.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField
          label={customReportText.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
        <TextField
          select
          label={customReportText.type}
          value={type}
          onChange={(event) => setType(event.target.value as ReportType)}
        >
          {reportTypes.map((value) => (
            <MenuItem key={value} value={value}>
              {reportTypeLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        {type === 'custom' && (
          <TextField
            select
            label={customReportText.framework}
            value={framework}
            onChange={(event) => setFramework(event.target.value as FrameworkId)}
          >
            {frameworkIds.map((value) => (
              <MenuItem key={value} value={value}>
                {frameworkLabels[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControl component="fieldset">
          <FormLabel component="legend">{customReportText.sections}</FormLabel>
          <FormGroup>
            {reportSections.map((section) => (
              <FormControlLabel
                key={section}
                label={section}
                control={<Checkbox checked={sections.includes(section)} onChange={() => toggle(section)} />}
              />
            ))}
          </FormGroup>
        </FormControl>
        {reportsActivity && (
          <FormControl component="fieldset">
            <FormLabel component="legend">{customReportText.options}</FormLabel>
            <FormControlLabel
              label={customReportText.activityDetail}
              control={
                <Checkbox checked={activityDetail} onChange={(event) => setActivityDetail(event.target.checked)} />
              }
            />
            <FormHelperText>{customReportText.activityDetailHint}</FormHelperText>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{customReportText.cancel}</Button>
        <Button type="submit" variant="contained">
          {customReportText.submit}
        </Button>
      </DialogActions>
    </form>
  );
};

export const CustomReportDialog = ({ open, onClose, onSubmit }: CustomReportDialogProps) => (
  <Dialog open={open} onClose={onClose} aria-labelledby="custom-report-title" fullWidth maxWidth="sm">
    {open && <CustomReportForm onClose={onClose} onSubmit={onSubmit} />}
  </Dialog>
);
