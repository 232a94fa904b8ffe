import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FrameworkSelect } from '@/components/FrameworkSelect';
import { controlLabel } from '@/contracts/controls';
import { type FrameworkId } from '@/contracts/enums';
import { tasksText } from '@/features/tasks/constants';
import { type ControlOption, useGetControlOptionsQuery } from '@/features/tasks/tasksApi';

const text = tasksText.form;

type ControlPickerProps = {
  framework: FrameworkId;
  controlId: string | null;
  onChange: (choice: { framework: FrameworkId; controlId: string | null }) => void;
};

const optionLabel = (option: ControlOption) => `${controlLabel(option.controlId)} ${option.name}`;

/** A framework, then one of its controls (from the server's catalogue), searched by id or name. */
export const ControlPicker = ({ framework, controlId, onChange }: ControlPickerProps) => {
  const { data: controls = [], isFetching } = useGetControlOptionsQuery(framework);
  // The chosen control stays shown while its framework's list loads.
  const value =
    controls.find((option) => option.controlId === controlId) ?? (controlId === null ? null : { controlId, name: '' });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FrameworkSelect
        size="medium"
        label={text.framework}
        value={framework}
        onChange={(chosen) => onChange({ framework: chosen, controlId: null })}
      />
      <Autocomplete
        fullWidth
        options={controls}
        value={value}
        loading={isFetching}
        loadingText={text.controlsLoading}
        getOptionLabel={(option) => (option.name ? optionLabel(option) : controlLabel(option.controlId))}
        isOptionEqualToValue={(option, chosen) => option.controlId === chosen.controlId}
        onChange={(_event, option) => onChange({ framework, controlId: option?.controlId ?? null })}
        renderInput={(params) => <TextField {...params} label={text.control} helperText={text.controlHelp} />}
      />
    </Stack>
  );
};
