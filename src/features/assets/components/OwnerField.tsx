import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { assetsText as text } from '@/features/assets/constants';
import { useGetAssetOwnersQuery } from '@/features/assets/assetsApi';

type OwnerFieldProps = { value: string; emptyLabel: string; onChange: (ownerId: string) => void };

/** Picks an owner among the organisation's active members. */
export const OwnerField = ({ value, emptyLabel, onChange }: OwnerFieldProps) => {
  const { data: owners = [] } = useGetAssetOwnersQuery();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={text.owner}
      value={owners.some((owner) => owner.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {owners.map((owner) => (
        <MenuItem key={owner.id} value={owner.id}>
          {owner.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
