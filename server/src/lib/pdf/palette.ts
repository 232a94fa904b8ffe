/** The colours of every PDF the product draws. */
export const palette = {
  navy: '#0b1f3a',
  text: '#0f172a',
  muted: '#556176',
  divider: '#e3e8ef',
  surface: '#f5f7fa',
  white: '#ffffff',
} as const;
