import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TaskPerson } from '@/contracts/tasks';
import { tasksText } from '@/features/tasks/constants';
import { useGetAssigneesQuery } from '@/features/tasks/tasksApi';

type OwnerSelectProps = {
  label: string;
  value: TaskPerson | null;
  onChange: (owner: TaskPerson | null) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  hiddenLabel?: boolean;
};

const none = '';

/** The organisation's members (from the server) to own a task, or nobody. */
export const OwnerSelect = ({ label, value, onChange, disabled, size = 'small', hiddenLabel }: OwnerSelectProps) => {
  const { data: members = [] } = useGetAssigneesQuery();
  // The current owner stays listed while the members load.
  const options = value && !members.some(({ id }) => id === value.id) ? [value, ...members] : members;
  return (
    <TextField
      select
      size={size}
      label={hiddenLabel ? undefined : label}
      value={value?.id ?? none}
      disabled={disabled}
      onChange={(event) => onChange(options.find(({ id }) => id === event.target.value) ?? null)}
      slotProps={{
        htmlInput: hiddenLabel ? { 'aria-label': label } : {},
        // "Unassigned" is a choice, shown like any other.
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 160 }}
      fullWidth={!hiddenLabel}
    >
      <MenuItem value={none}>{tasksText.unassigned}</MenuItem>
      {options.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {'invited' in member && member.invited ? tasksText.invitedName(member.name) : member.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
