/** SPEC §9: the frameworks offered, in the order the product lists them. */
export const frameworkIds = ['SOC2', 'ISO27001', 'HIPAA', 'GDPR'] as const;

export type FrameworkId = (typeof frameworkIds)[number];

export const DEFAULT_FRAMEWORK: FrameworkId = 'SOC2';

export const frameworkLabels: Record<FrameworkId, string> = {
  SOC2: 'SOC 2',
  ISO27001: 'ISO 27001',
  HIPAA: 'HIPAA',
  GDPR: 'GDPR',
};

export const isFrameworkId = (value: string | null): value is FrameworkId =>
  frameworkIds.some((id) => id === value);
