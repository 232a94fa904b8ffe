import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { controlLabel } from '@/contracts/controls';
import { frameworkLabels } from '@/contracts/enums';
import type { IntegrationDetails } from '@/contracts/integrations';
import { detailsText } from '@/features/integrations/constants';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';

type IntegrationCheck = IntegrationDetails['checks'][number];

const Check = ({ check, now }: { check: IntegrationCheck; now: number }) => {
  const { name, passing, issues, observedAt, controls } = check;
  const Icon = passing ? CheckCircleOutlined : ErrorOutlineOutlined;
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Icon fontSize="small" color={passing ? 'success' : 'error'} aria-hidden />
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="body2" component="span" color={passing ? 'success.dark' : 'error'}>
          {passing ? detailsText.passing : detailsText.failing}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={observedAt}
          title={formatDateTime(observedAt)}
          sx={{ ml: 'auto' }}
        >
          {detailsText.observed(formatRelativeTime(observedAt, now))}
        </Typography>
      </Box>
      {issues.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 4, typography: 'body2' }}>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.75, pl: 3.5 }}>
        {controls.map(({ framework, controlId }) => (
          <Chip
            key={`${framework}-${controlId}`}
            size="small"
            variant="outlined"
            label={`${frameworkLabels[framework]} ${controlLabel(controlId)}`}
          />
        ))}
      </Box>
    </ListItem>
  );
};

type IntegrationChecksProps = { checks: IntegrationCheck[]; now: number };

/** The checks the integration's signals answer, as last observed, and the controls each feeds. */
export const IntegrationChecks = ({ checks, now }: IntegrationChecksProps) => (
  <Box component="section" aria-labelledby="integration-checks-title">
    <Typography id="integration-checks-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {detailsText.checksHeading}
    </Typography>
    {checks.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {detailsText.noChecks}
      </Typography>
    ) : (
      <List dense disablePadding aria-labelledby="integration-checks-title">
        {checks.map((check) => (
          <Check key={check.check} check={check} now={now} />
        ))}
      </List>
    )}
  </Box>
);
