import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { FrameworkId } from '@/contracts/enums';
import { CheckItem } from '@/features/controls/components/CheckItem';
import { checksText as text } from '@/features/controls/constants';
import { useGetControlDetailsQuery } from '@/features/controls/controlsApi';

type ControlChecksProps = { framework: FrameworkId; controlId: string };

/** "How to meet": each check of the control and the ways it can be met from the product. */
export const ControlChecks = ({ framework, controlId }: ControlChecksProps) => {
  const { currentData: control, isError } = useGetControlDetailsQuery({ framework, controlId });
  return (
    <Box component="section" aria-labelledby="control-checks-heading">
      <Typography id="control-checks-heading" variant="caption" color="text.secondary" component="h3" sx={{ m: 0 }}>
        {text.heading}
      </Typography>
      {isError && <Typography color="text.secondary">{text.loadFailed}</Typography>}
      {control?.checks.length === 0 && <Typography color="text.secondary">{text.noChecks}</Typography>}
      {control && control.checks.length > 0 && (
        <List dense disablePadding aria-labelledby="control-checks-heading">
          {control.checks.map((check) => (
            <CheckItem key={check.id} check={check} framework={framework} controlId={controlId} />
          ))}
        </List>
      )}
    </Box>
  );
};
