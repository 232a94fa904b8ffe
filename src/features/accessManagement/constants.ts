export const accessManagementText = {
  title: 'Access Management',
  description: 'See who can use Securo, which role each person holds and what that role allows.',
} as const;
