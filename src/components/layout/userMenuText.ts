export const userMenuText = {
  open: (name: string) => `Account menu for ${name}`,
  settings: 'Settings',
  signOut: 'Sign out',
} as const;
