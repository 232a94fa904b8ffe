import { PageHeader } from '@/components/layout/PageHeader';
import { evidenceLockerText } from '@/features/evidenceLocker/constants';

export default function EvidenceLockerPage() {
  return <PageHeader title={evidenceLockerText.title} description={evidenceLockerText.description} />;
}
