import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import Share from '@mui/icons-material/Share';
import Visibility from '@mui/icons-material/Visibility';
import { ConfidentialityChip, EvidenceStatusChip } from '@/features/evidence/components/EvidenceChips';
import { EvidenceShareButton } from '@/features/evidence/components/EvidenceShareButton';
import { CardTags } from '@/features/evidence/components/EvidenceTags';
import type { EvidenceItem } from '@/contracts/evidence';
import { evidenceLockerText as text } from '@/features/evidence/constants';
import { formatFileSize } from '@/features/evidence/fileSize';
import { formatCalendarDay } from '@/lib/dates';
import { useEvidenceDownload } from '@/features/evidence/useEvidenceDownload';

type EvidenceCardProps = { evidence: EvidenceItem; onView: (id: string) => void };

export const EvidenceCard = ({ evidence, onView }: EvidenceCardProps) => {
  const download = useEvidenceDownload();
  const titleId = `evidence-${evidence.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <InsertDriveFile color="primary" />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {evidence.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {evidence.category} · {evidence.type} · {formatFileSize(evidence.current.sizeBytes)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <EvidenceStatusChip status={evidence.status} />
        <ConfidentialityChip level={evidence.confidentiality} />
        {evidence.expired && <Chip size="small" color="error" label={text.expired} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {evidence.description}
      </Typography>
      <CardTags tags={evidence.tags} />
      <Typography variant="caption" color="text.secondary">
        {text.uploadedBy} {evidence.uploadedBy} · {formatCalendarDay(evidence.uploadDate)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
        <Button
          size="small"
          startIcon={<Visibility />}
          onClick={() => onView(evidence.id)}
          aria-label={`${text.view} ${evidence.name}`}
        >
          {text.view}
        </Button>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={() => void download(evidence)}
          aria-label={`${text.download} ${evidence.name}`}
        >
          {text.download}
        </Button>
        <EvidenceShareButton
          evidence={evidence}
          size="small"
          startIcon={<Share />}
          aria-label={`${text.share} ${evidence.name}`}
        />
      </Box>
    </Card>
  );
};
