import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { RunAssessmentButton } from '@/features/assessments/components/RunAssessmentButton';
import { frameworkLabels, type FrameworkId } from '@/contracts/enums';
import { complianceText } from '@/features/compliance/constants';

/** A framework with no completed assessment has nothing to colour yet: offer to run one. */
export const NeverAssessed = ({ framework }: { framework: FrameworkId }) => (
  <Paper
    component="section"
    variant="outlined"
    aria-labelledby="never-assessed-title"
    sx={{ p: { xs: 4, md: 8 }, borderRadius: 3, textAlign: 'center' }}
  >
    <FactCheckOutlined sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
    <Typography id="never-assessed-title" component="h2" variant="h5" gutterBottom>
      {complianceText.neverAssessedTitle(frameworkLabels[framework])}
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
      {complianceText.neverAssessedHint}
    </Typography>
    <RunAssessmentButton framework={framework} />
  </Paper>
);
