import { PageHeader } from '@/components/layout/PageHeader';
import { dashboardText } from '@/features/dashboard/constants';

export default function DashboardPage() {
  return <PageHeader title={dashboardText.title} description={dashboardText.description} />;
}
