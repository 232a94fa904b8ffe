import type { FrameworkId } from '@/contracts/enums';

export const frameworkLabels: Record<FrameworkId, string> = {
  SOC2: 'SOC 2',
  ISO27001: 'ISO 27001',
  HIPAA: 'HIPAA',
  GDPR: 'GDPR',
};
