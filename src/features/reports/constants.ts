export const reportsText = {
  title: 'Reports',
  description: 'Generate, review and share audit-ready compliance reports.',
} as const;
