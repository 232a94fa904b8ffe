import { PageHeader } from '@/components/layout/PageHeader';
import { settingsText } from '@/features/settings/constants';

export default function SettingsPage() {
  return <PageHeader title={settingsText.title} description={settingsText.description} />;
}
