import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { frameworkLabels } from '@/contracts/enums';
import type { RelatedControl } from '@/contracts/evidence';
import { uploadEvidenceText as text } from '@/features/evidence/constants';
import { relatedControlName } from '@/features/evidence/controlLink';
import { type KnownControl, useKnownControls } from '@/features/evidence/useKnownControls';

type RelatedControlsFieldProps = {
  value: RelatedControl[];
  disabled: boolean;
  onChange: (controls: RelatedControl[]) => void;
};

const sameControl = (a: RelatedControl, b: RelatedControl) =>
  a.framework === b.framework && a.controlId === b.controlId;

/** The controls of the frameworks' catalogues (as the heat map lists them) the evidence supports. */
export const RelatedControlsField = ({ value, disabled, onChange }: RelatedControlsFieldProps) => {
  const known = useKnownControls();
  const chosen = value.map(
    (control): KnownControl => known.find((option) => sameControl(option, control)) ?? { ...control, name: '' },
  );
  return (
    // Escape in the field closes its list, never the dialog around it with what was typed.
    <Box
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <Autocomplete
        multiple
        disabled={disabled}
        options={known}
        value={chosen}
        onChange={(_event, controls) =>
          onChange(controls.map(({ framework, controlId }) => ({ framework, controlId })))
        }
        groupBy={(option) => frameworkLabels[option.framework]}
        getOptionLabel={(option) => `${relatedControlName(option)} ${option.name}`.trim()}
        isOptionEqualToValue={(option, chosenControl) => sameControl(option, chosenControl)}
        renderInput={(params) => <TextField {...params} label={text.controls} />}
      />
    </Box>
  );
};
