import { PageHeader } from '@/components/layout/PageHeader';
import { integrationsText } from '@/features/integrations/constants';

export default function IntegrationsPage() {
  return <PageHeader title={integrationsText.title} description={integrationsText.description} />;
}
