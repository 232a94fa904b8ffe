export const dashboardText = {
  title: 'Dashboard',
  description: 'Your compliance posture at a glance: score, open issues and what needs attention next.',
} as const;
