import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IntegrationType } from '@/contracts/integrations';
import { AwsQuickSetup } from '@/features/integrations/components/AwsQuickSetup';
import { connectDialogText } from '@/features/integrations/constants';
import { quickSetupGuides } from '@/features/integrations/setupGuides';

/** SPEC §2: the step-by-step guide, for AWS (with the organisation's own values) and GitHub. */
export const QuickSetupGuide = ({ type }: { type: IntegrationType }) => {
  const guide = quickSetupGuides[type];
  if (type !== 'aws' && !guide) return null;
  return (
    <Box
      component="section"
      aria-labelledby="quick-setup-title"
      sx={{ p: 2, borderRadius: 2, bgcolor: 'info.light', color: 'info.dark' }}
    >
      <Typography id="quick-setup-title" variant="subtitle2" component="h3" gutterBottom>
        {connectDialogText.quickSetupTitle}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {type === 'aws' ? <AwsQuickSetup /> : guide?.map((step) => <li key={step}>{step}</li>)}
      </Box>
    </Box>
  );
};
