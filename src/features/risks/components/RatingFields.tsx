import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { riskRatingMax } from '@/contracts/riskValues';
import { riskFormText as text } from '@/features/risks/constants';

type RatingFieldsProps = {
  legend: string;
  likelihood: number;
  impact: number;
  onChange: (rating: { likelihood: number; impact: number }) => void;
  error?: string;
};

const ratings = Array.from({ length: riskRatingMax }, (_, index) => index + 1);

/** A likelihood and an impact, 1 to 5 each, and the score they make. */
export const RatingFields = ({ legend, likelihood, impact, onChange, error }: RatingFieldsProps) => {
  const select = (label: string, value: number, change: (next: number) => void) => (
    <TextField
      select
      size="small"
      label={`${legend}: ${label}`}
      value={value}
      onChange={(event) => change(Number(event.target.value))}
      error={Boolean(error)}
      sx={{ minWidth: 120 }}
    >
      {ratings.map((rating) => (
        <MenuItem key={rating} value={rating}>
          {rating}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {legend}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {select(text.likelihood, likelihood, (next) => onChange({ likelihood: next, impact }))}
        {select(text.impact, impact, (next) => onChange({ likelihood, impact: next }))}
        <Typography variant="body2">{text.score(likelihood * impact)}</Typography>
      </Stack>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
};
