import type { PaletteOptions } from '@mui/material/styles';

// The only place colour values are written. Status colours: passed = success (green),
// warning = warning (amber), critical = error (red).
export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#2a55d4', dark: '#1c3b9c', light: '#e9effc', contrastText: '#ffffff' },
  secondary: { main: '#0b1f3a', dark: '#06142a', light: '#1b3358', contrastText: '#ffffff' },
  success: { main: '#15803d', dark: '#166534', light: '#dcfce7', contrastText: '#ffffff' },
  warning: { main: '#d97706', dark: '#b45309', light: '#fef3c7', contrastText: '#ffffff' },
  error: { main: '#dc2626', dark: '#b91c1c', light: '#fee2e2', contrastText: '#ffffff' },
  info: { main: '#0369a1', dark: '#075985', light: '#e0f2fe', contrastText: '#ffffff' },
  background: { default: '#f5f7fb', paper: '#ffffff' },
  text: { primary: '#0f172a', secondary: '#556176', disabled: '#94a3b8' },
  divider: '#e3e8ef',
  grey: { 50: '#f8fafc', 100: '#f1f5f9', 200: '#e2e8f0', 300: '#cbd5e1', 400: '#94a3b8', 500: '#64748b' },
};
