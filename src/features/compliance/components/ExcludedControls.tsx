import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Heatmap } from '@/contracts/dashboard';
import { complianceText as text } from '@/features/compliance/constants';

/** The controls an approved exclusion took out of the score, with why, so none goes silently missing. */
export const ExcludedControls = ({ excluded }: { excluded: Heatmap['excluded'] }) => {
  if (excluded.length === 0) return null;
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="excluded-controls-heading">
        <Typography sx={{ fontWeight: 600 }}>{text.excludedHeading(excluded.length)}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <List dense disablePadding aria-labelledby="excluded-controls-heading">
          {excluded.map((control) => (
            <ListItem key={control.id} disableGutters divider>
              <ListItemText
                primary={`${control.id} ${control.name} · ${control.category}`}
                secondary={control.justification}
              />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
};
