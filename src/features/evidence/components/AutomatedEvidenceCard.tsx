import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Sync from '@mui/icons-material/Sync';
import Visibility from '@mui/icons-material/Visibility';
import type { AutomatedEvidence } from '@/contracts/automatedEvidence';
import { ControlChips } from '@/features/evidence/components/ControlChips';
import { automatedEvidenceText as text, evidenceLockerText, MAX_CARD_CONTROLS } from '@/features/evidence/constants';
import { useAutomatedEvidenceDownload } from '@/features/evidence/useAutomatedEvidenceDownload';
import { formatCalendarDay } from '@/lib/dates';

type AutomatedEvidenceCardProps = { evidence: AutomatedEvidence; onView: (evidence: AutomatedEvidence) => void };

export const AutomatedEvidenceCard = ({ evidence, onView }: AutomatedEvidenceCardProps) => {
  const download = useAutomatedEvidenceDownload();
  const about = text.about(evidence);
  return (
    <Card
      component="li"
      aria-label={about}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Sync color="primary" />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {evidence.checkName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {evidence.integrationName}
          </Typography>
        </Box>
        {evidence.expired && <Chip size="small" color="error" label={evidenceLockerText.expired} />}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {text.collected(formatCalendarDay(evidence.collectedAt))} ·{' '}
        {text.expires(formatCalendarDay(evidence.expiresAt))}
      </Typography>
      <ControlChips controls={evidence.controls} limit={MAX_CARD_CONTROLS} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          startIcon={<Visibility />}
          onClick={() => onView(evidence)}
          aria-label={`${evidenceLockerText.view} ${about}`}
        >
          {evidenceLockerText.view}
        </Button>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={() => void download(evidence)}
          aria-label={`${evidenceLockerText.download} ${about}`}
        >
          {evidenceLockerText.download}
        </Button>
      </Box>
    </Card>
  );
};
