import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import type { WayIn } from '@/contracts/controlSettings';
import { integrationCatalog } from '@/contracts/integrations';
import { checksText as text } from '@/features/controls/constants';

type Kind<K extends WayIn['kind']> = Extract<WayIn, { kind: K }>;

/** The integrations that measure the check once connected. */
export const IntegrationWayIn = ({ wayIn }: { wayIn: Kind<'integration'> }) => (
  <Typography variant="body2">
    {text.integration(wayIn.integrations.map((type) => integrationCatalog[type].name).join(', '))} ·{' '}
    <Link component={RouterLink} to={paths.integrations}>
      {text.manageIntegrations}
    </Link>
  </Typography>
);

/** The kinds of document that prove the check, uploaded to the evidence locker. */
export const DocumentWayIn = ({ wayIn }: { wayIn: Kind<'document'> }) => (
  <Typography variant="body2">
    {text.document(wayIn.categories.join(', '))} · {wayIn.hint} ·{' '}
    <Link component={RouterLink} to={paths.evidenceLocker}>
      {text.openLocker}
    </Link>
  </Typography>
);
