import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/Description';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { reportsText, reportTemplates, type ReportTemplate } from '@/features/reports/constants';

type ReportTemplatesProps = {
  onGenerate: (template: ReportTemplate) => void;
  /** Why the member may not generate reports, when they may not. */
  disabledReason: string | null;
};

export const ReportTemplates = ({ onGenerate, disabledReason }: ReportTemplatesProps) => (
  <Box component="section" aria-labelledby="report-templates-heading" sx={{ mb: 3 }}>
    <Typography id="report-templates-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
      {reportsText.templatesHeading}
    </Typography>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      {reportTemplates.map((template) => (
        <Card
          key={template.name}
          component="article"
          aria-label={template.name}
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Description color="primary" fontSize="small" />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {template.name}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {template.description}
          </Typography>
          <NotPermittedTooltip reason={disabledReason}>
            <Button
              variant="outlined"
              size="small"
              onClick={() => onGenerate(template)}
              disabled={disabledReason !== null}
              aria-label={`${reportsText.useTemplate} ${template.name}`}
              sx={{ alignSelf: 'flex-start' }}
            >
              {reportsText.useTemplate}
            </Button>
          </NotPermittedTooltip>
        </Card>
      ))}
    </Box>
  </Box>
);
