import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type SettingsSectionProps = { title: string; description?: string; children: ReactNode };

export const SettingsSection = ({ title, description, children }: SettingsSectionProps) => (
  <Box component="section" aria-label={title} sx={{ '& + &': { mt: 4 } }}>
    <Typography component="h2" variant="h6" gutterBottom={!description}>
      {title}
    </Typography>
    {description && (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
    )}
    {children}
  </Box>
);
