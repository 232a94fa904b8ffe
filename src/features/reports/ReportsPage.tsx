import { PageHeader } from '@/components/layout/PageHeader';
import { reportsText } from '@/features/reports/constants';

export default function ReportsPage() {
  return <PageHeader title={reportsText.title} description={reportsText.description} />;
}
