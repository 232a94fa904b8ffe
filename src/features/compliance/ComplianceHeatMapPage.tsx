import { PageHeader } from '@/components/layout/PageHeader';
import { complianceText } from '@/features/compliance/constants';

export default function ComplianceHeatMapPage() {
  return <PageHeader title={complianceText.title} description={complianceText.description} />;
}
