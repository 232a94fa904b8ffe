import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

/** Every option, or the ones ticked. */
export type Choice<T extends string> = { everyone: boolean; chosen: readonly T[] };

type Wording = { label: string; everyone: string; chosen: string; options: string; pickOne: string };

type AssignmentChoiceProps<T extends string> = {
  options: readonly T[];
  choice: Choice<T>;
  onChange: (choice: Choice<T>) => void;
  wording: Wording;
};

/** One side of who must accept a policy (roles, departments): all of them, or those ticked. */
export const AssignmentChoice = <T extends string>({
  options,
  choice,
  onChange,
  wording,
}: AssignmentChoiceProps<T>) => {
  const toggle = (option: T) =>
    onChange({
      everyone: false,
      chosen: choice.chosen.includes(option)
        ? choice.chosen.filter((one) => one !== option)
        : [...choice.chosen, option],
    });
  return (
    <Box sx={{ mb: 1 }}>
      <RadioGroup
        row
        aria-label={wording.label}
        value={choice.everyone ? 'all' : 'chosen'}
        onChange={(event) => onChange({ ...choice, everyone: event.target.value === 'all' })}
      >
        <FormControlLabel value="all" control={<Radio />} label={wording.everyone} />
        <FormControlLabel value="chosen" control={<Radio />} label={wording.chosen} />
      </RadioGroup>
      {!choice.everyone && (
        <FormGroup row role="group" aria-label={wording.options}>
          {options.map((option) => (
            <FormControlLabel
              key={option}
              control={<Checkbox checked={choice.chosen.includes(option)} onChange={() => toggle(option)} />}
              label={option}
            />
          ))}
        </FormGroup>
      )}
      {!choice.everyone && choice.chosen.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {wording.pickOne}
        </Typography>
      )}
    </Box>
  );
};
