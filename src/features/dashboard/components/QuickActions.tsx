import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/DescriptionOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { paths } from '@/app/paths';
import { assessmentText } from '@/features/assessments/constants';
import { useRunAssessment } from '@/features/assessments/useRunAssessment';
import { quickActionsText as text } from '@/features/dashboard/constants';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';

const ActionContent = ({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) => (
  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2 }}>
    <Box sx={{ display: 'flex', color: 'primary.main', bgcolor: 'primary.light', borderRadius: 2, p: 1 }}>{icon}</Box>
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  </Box>
);

const links = [
  { to: paths.reports, title: text.generateReport, hint: text.generateReportHint, icon: <Description /> },
  { to: paths.assistant, title: text.askSecuroBot, hint: text.askSecuroBotHint, icon: <SmartToyOutlined /> },
  { to: paths.integrations, title: text.manageIntegrations, hint: text.manageIntegrationsHint, icon: <HubOutlined /> },
];

/** SPEC §2: Run Assessment, Generate Report, Ask SecuroBot, Manage Integrations. */
export const QuickActions = () => {
  const { running, run } = useRunAssessment();
  const { allowed, reason } = usePermission('assessments:run');
  return (
    <Box component="section" aria-labelledby="quick-actions-heading" sx={{ mb: 3 }}>
      <Typography id="quick-actions-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {text.heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        <NotPermittedTooltip reason={reason}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea disabled={running || !allowed} onClick={run} sx={{ height: '100%' }}>
              <ActionContent
                icon={<PlayCircleOutlined />}
                title={running ? assessmentText.running : assessmentText.run}
                hint={text.runAssessmentHint}
              />
            </CardActionArea>
          </Card>
        </NotPermittedTooltip>
        {links.map(({ to, title, hint, icon }) => (
          <Card key={to}>
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
              <ActionContent icon={icon} title={title} hint={hint} />
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
