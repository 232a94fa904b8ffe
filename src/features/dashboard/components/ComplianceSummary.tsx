import Box from '@mui/material/Box';
import type { FrameworkId } from '@/contracts/enums';
import type { DashboardOverview } from '@/contracts/dashboard';
import { FrameworkPicker } from '@/features/dashboard/components/FrameworkPicker';
import { StatCards } from '@/features/dashboard/components/StatCards';
import { UnownedControls } from '@/features/dashboard/components/UnownedControls';
import { summaryText } from '@/features/dashboard/constants';

type ComplianceSummaryProps = Pick<DashboardOverview, 'complianceScore' | 'stats'> & {
  framework: FrameworkId;
  onFrameworkChange: (framework: FrameworkId) => void;
};

/** The headline of one framework: which one, its stat cards, and how many of its controls nobody owns. */
export const ComplianceSummary = ({ framework, onFrameworkChange, complianceScore, stats }: ComplianceSummaryProps) => (
  <Box component="section" aria-label={summaryText.heading} sx={{ mb: 3 }}>
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}
    >
      <FrameworkPicker framework={framework} onChange={onFrameworkChange} />
      <UnownedControls framework={framework} />
    </Box>
    <StatCards framework={framework} complianceScore={complianceScore} stats={stats} />
  </Box>
);
