import Chip from '@mui/material/Chip';

/** The chip of what is past its date: Overdue, Expired. */
export const LateChip = ({ label }: { label: string }) => (
  <Chip size="small" color="error" label={label} sx={{ flexShrink: 0 }} />
);
