import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EvidenceItem } from '@/contracts/evidence';
import { EvidenceCard } from '@/features/evidence/components/EvidenceCard';
import { evidenceLockerText } from '@/features/evidence/constants';

type EvidenceGridProps = { evidence: EvidenceItem[]; onView: (id: string) => void };

export const EvidenceGrid = ({ evidence, onView }: EvidenceGridProps) =>
  evidence.length === 0 ? (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
      {evidenceLockerText.noMatches}
    </Typography>
  ) : (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' } }}>
      {evidence.map((item) => (
        <EvidenceCard key={item.id} evidence={item} onView={onView} />
      ))}
    </Box>
  );
