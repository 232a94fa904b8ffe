import { PageHeader } from '@/components/layout/PageHeader';
import { activityLogsText } from '@/features/activityLogs/constants';

export default function ActivityLogsPage() {
  return <PageHeader title={activityLogsText.title} description={activityLogsText.description} />;
}
