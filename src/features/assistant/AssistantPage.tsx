import { PageHeader } from '@/components/layout/PageHeader';
import { assistantText } from '@/features/assistant/constants';

export default function AssistantPage() {
  return <PageHeader title={assistantText.title} description={assistantText.description} />;
}
