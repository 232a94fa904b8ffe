import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';

export type StatCardProps = {
  id: string;
  label: string;
  value: string;
  valueColor: string;
  /** The change over the last week, coloured by whether it is good news; null when it is neither. */
  delta: { text: string; good: boolean | null };
  /** Where the card leads, when it is a link. */
  to?: string;
  children?: ReactNode;
};

export const StatCard = ({ id, label, value, valueColor, delta, to, children }: StatCardProps) => {
  const body = (
    <Box sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`stat-${id}`} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            color: delta.good === null ? 'text.secondary' : delta.good ? 'success.dark' : 'error.dark',
          }}
        >
          {delta.text}
        </Typography>
      </Box>
      <Typography variant="h4" component="p" sx={{ color: valueColor, mt: 0.5 }}>
        {value}
      </Typography>
      {children}
    </Box>
  );
  return (
    <Card component="article" aria-labelledby={`stat-${id}`}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
};
