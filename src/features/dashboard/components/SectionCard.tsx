import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';

type SectionCardProps = {
  id: string;
  title: string;
  /** The screen with the whole story, e.g. /activity-logs. */
  link?: { to: string; label: string };
  children: ReactNode;
};

/** A dashboard panel: a heading, an optional way to the full screen, and its content. */
export const SectionCard = ({ id, title, link, children }: SectionCardProps) => (
  <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: 2.5 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6">
        {title}
      </Typography>
      {link && (
        <Button component={RouterLink} to={link.to} size="small" endIcon={<ArrowForward />}>
          {link.label}
        </Button>
      )}
    </Box>
    {children}
  </Card>
);
