import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { RelatedControl } from '@/contracts/evidence';
import { usePermission } from '@/features/auth/usePermission';
import { EvidenceStatusChip } from '@/features/evidence/components/EvidenceChips';
import { controlEvidenceText as text } from '@/features/evidence/constants';
import { useGetControlEvidenceQuery } from '@/features/evidence/evidenceApi';
import { formatCalendarDay } from '@/lib/dates';

const LinkedEvidence = ({ control }: { control: RelatedControl }) => {
  const { data, isLoading, isError } = useGetControlEvidenceQuery(control);
  if (isLoading) return <Typography color="text.secondary">{text.loading}</Typography>;
  if (isError || !data) return <Typography color="text.secondary">{text.loadFailed}</Typography>;
  if (data.items.length === 0) return <Typography color="text.secondary">{text.none}</Typography>;
  return (
    <List dense disablePadding aria-label={text.heading}>
      {data.items.map((item) => (
        <ListItem key={item.id} disableGutters sx={{ gap: 1 }}>
          <ListItemText
            primary={item.name}
            secondary={
              item.expired
                ? text.expired
                : `${item.type} · ${item.uploadedBy} · ${formatCalendarDay(item.uploadDate.slice(0, 10))}`
            }
          />
          <EvidenceStatusChip status={item.status} />
        </ListItem>
      ))}
      {data.pagination.total > data.items.length && (
        <Typography variant="caption" color="text.secondary">
          {text.more(data.pagination.total - data.items.length)}
        </Typography>
      )}
    </List>
  );
};

/** The evidence linked to a control (the heat map's control details); nothing for a role that cannot open the locker. */
export const ControlEvidence = ({ control }: { control: RelatedControl }) => {
  const { allowed } = usePermission('evidence:read');
  if (!allowed) return null;
  return (
    <Box component="section" aria-label={text.heading}>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ m: 0 }}>
        {text.heading}
      </Typography>
      <Box sx={{ mt: 0.5 }}>
        <LinkedEvidence control={control} />
      </Box>
    </Box>
  );
};
