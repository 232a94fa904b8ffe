import { PageHeader } from '@/components/layout/PageHeader';
import { accessManagementText } from '@/features/accessManagement/constants';

export default function AccessManagementPage() {
  return <PageHeader title={accessManagementText.title} description={accessManagementText.description} />;
}
