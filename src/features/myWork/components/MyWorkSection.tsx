import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { MyWorkSection as Section } from '@/contracts/myWork';
import { myWorkText as text, SECTION_PREVIEW, sectionTitles } from '@/features/myWork/constants';

type MyWorkSectionProps = {
  section: Section;
  /** How many there are in all; the server lists a limited number of them. */
  total: number;
  /** One list item per item listed. */
  items: ReactNode[];
};

/** One part of my work: its title and count, the first of its items (all on demand), or a friendly empty line. */
export const MyWorkSection = ({ section, total, items }: MyWorkSectionProps) => {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, SECTION_PREVIEW);
  const headingId = `my-work-${section}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
      >
        {sectionTitles[section]}
        <Chip component="span" size="small" label={total} color={total > 0 ? 'primary' : 'default'} />
      </Typography>
      {total > shown.length && (
        <Typography variant="body2" color="text.secondary">
          {text.showing(shown.length, total)}
        </Typography>
      )}
      {shown.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        <List aria-labelledby={headingId} disablePadding>
          {shown}
        </List>
      )}
      {shown.length < items.length && (
        <Button size="small" onClick={() => setExpanded(true)} sx={{ mt: 1 }}>
          {text.showMore(items.length - shown.length)}
        </Button>
      )}
    </Card>
  );
};
