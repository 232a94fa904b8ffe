export const evidenceLockerText = {
  title: 'Evidence Locker',
  description: 'Keep the policies, records and technical evidence your auditors ask for in one place.',
} as const;
