import type { TypographyVariantsOptions } from '@mui/material/styles';

// System fonts only: the app must work offline, with no web-font requests.
const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const typography: TypographyVariantsOptions = {
  fontFamily,
  fontSize: 14,
  h1: { fontSize: '2.5rem', fontWeight: 700, letterSpacing: '-0.02em' },
  h2: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
  h3: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em' },
  h4: { fontSize: '1.375rem', fontWeight: 650, letterSpacing: '-0.01em' },
  h5: { fontSize: '1.125rem', fontWeight: 650 },
  h6: { fontSize: '1rem', fontWeight: 650 },
  subtitle1: { fontWeight: 600 },
  subtitle2: { fontWeight: 600 },
  body2: { lineHeight: 1.55 },
  button: { textTransform: 'none', fontWeight: 600 },
  overline: { fontWeight: 700, letterSpacing: '0.08em' },
};
