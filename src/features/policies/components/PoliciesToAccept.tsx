import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { policyPath } from '@/app/paths';
import type { PolicyToAccept } from '@/contracts/policies';
import { policiesText as text } from '@/features/policies/constants';
import { formatDayOf } from '@/lib/dates';

/** What the signed-in member is asked to read and accept; nothing when nothing waits. */
export const PoliciesToAccept = ({ policies }: { policies: PolicyToAccept[] }) =>
  policies.length === 0 ? null : (
    <Alert severity="info" role="region" aria-labelledby="policies-to-accept" sx={{ mb: 3 }}>
      <AlertTitle id="policies-to-accept" component="h2">
        {text.toAcceptHeading}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {policies.map((policy) => (
          <li key={policy.versionId}>
            <Link component={RouterLink} to={policyPath(policy.policyId)}>
              {text.toAcceptItem(policy.title, policy.version)}
            </Link>{' '}
            · {text.published(formatDayOf(policy.publishedAt))}
          </li>
        ))}
      </Box>
    </Alert>
  );
