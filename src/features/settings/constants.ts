export const settingsText = {
  title: 'Settings',
  description: 'Manage your profile, security, notifications, compliance preferences and organization.',
} as const;
