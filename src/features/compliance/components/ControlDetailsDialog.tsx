import { useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { ControlStatusChip } from '@/features/assessments/components/ControlStatusChip';
import { formatDateTime } from '@/lib/dates';
import { ControlIssueList } from '@/features/compliance/components/ControlIssueList';
import { ControlTasks } from '@/features/tasks/components/ControlTasks';
import { ControlEvidence } from '@/features/evidence/components/ControlEvidence';
import { LazyCommentThread } from '@/features/comments/components/LazyCommentThread';
import { ConfigureControlDialog } from '@/features/controls/components/ConfigureControlDialog';
import { ControlChecks } from '@/features/controls/components/ControlChecks';
import { ControlScoreChanges } from '@/features/scoreHistory/components/ControlScoreChanges';
import { useGetControlDetailsQuery } from '@/features/controls/controlsApi';
import { implementationStatusLabels } from '@/contracts/controlSettings';
import { controlDetailsText as text } from '@/features/compliance/constants';
import type { HeatmapControl } from '@/contracts/dashboard';
import type { FrameworkId } from '@/contracts/enums';
import { scoreTone } from '@/lib/scoreTone';

type ControlDetailsDialogProps = {
  /** The open control; undefined closes the dialog. */
  control: HeatmapControl | undefined;
  framework: FrameworkId;
  onClose: () => void;
  onRemediate: (control: HeatmapControl) => void;
  onViewEvidence: (control: HeatmapControl) => void;
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
      {children}
    </Box>
  </Box>
);

export const ControlDetailsDialog = ({
  control,
  framework,
  onClose,
  onRemediate,
  onViewEvidence,
}: ControlDetailsDialogProps) => {
  const evidence = usePermission('evidence:read');
  const [configuring, setConfiguring] = useState(false);
  // The last control stays on screen while the dialog fades out.
  const [shown, setShown] = useState(control);
  if (control && control !== shown) setShown(control);
  const { currentData: settings } = useGetControlDetailsQuery(shown ? { framework, controlId: shown.id } : skipToken);
  if (!shown) return null;
  const tone = scoreTone(shown.score);

  return (
    <Dialog
      open={control !== undefined}
      onClose={onClose}
      aria-labelledby="control-details-title"
      fullWidth
      maxWidth={false}
      // Wide enough for the four actions on one row.
      slotProps={{ paper: { sx: { maxWidth: 720 } } }}
    >
      <DialogTitle id="control-details-title">
        {shown.id} {shown.name}
      </DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0, gridTemplateColumns: '1fr 1fr' }}>
          <Field label={text.status}>
            <ControlStatusChip status={shown.status} />
          </Field>
          <Field label={text.lastCheck}>
            <Typography component="time" dateTime={shown.lastCheck}>
              {formatDateTime(shown.lastCheck)}
            </Typography>
          </Field>
          <Field label={text.owner}>
            <Typography>{settings && (settings.owner?.name ?? text.noOwner)}</Typography>
          </Field>
          <Field label={text.implementationStatus}>
            <Typography>{settings && implementationStatusLabels[settings.implementationStatus]}</Typography>
          </Field>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label={text.score}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <LinearProgress
                  variant="determinate"
                  value={shown.score}
                  color={tone}
                  aria-label={text.score}
                  sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
                />
                <Typography sx={{ fontWeight: 700, color: `${tone}.dark` }}>{shown.score}%</Typography>
              </Box>
            </Field>
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label={text.issues}>
              <ControlIssueList issues={shown.issues} />
            </Field>
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ControlChecks framework={framework} controlId={shown.id} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ControlScoreChanges framework={framework} controlId={shown.id} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ControlTasks framework={framework} controlId={shown.id} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ControlEvidence control={{ framework, controlId: shown.id }} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <LazyCommentThread subjectType="control" subjectId={shown.id} />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={() => setConfiguring(true)}>{text.configure}</Button>
        <NotPermittedTooltip reason={evidence.reason}>
          <Button disabled={!evidence.allowed} onClick={() => onViewEvidence(shown)}>
            {text.viewEvidence}
          </Button>
        </NotPermittedTooltip>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" onClick={onClose}>
          {text.close}
        </Button>
        <Button variant="contained" onClick={() => onRemediate(shown)}>
          {text.viewRemediation}
        </Button>
      </DialogActions>
      <ConfigureControlDialog
        framework={framework}
        controlId={configuring ? shown.id : undefined}
        onClose={() => setConfiguring(false)}
      />
    </Dialog>
  );
};
