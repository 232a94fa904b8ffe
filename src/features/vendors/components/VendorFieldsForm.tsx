import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  dataCategoryLabels,
  type VendorStatus,
  vendorDataCategories,
  vendorStatuses,
  vendorStatusLabels,
} from '@/contracts/vendorOptions';
import { TierQuestions } from '@/features/vendors/components/TierQuestions';
import { vendorFormText as text } from '@/features/vendors/constants';
import type { VendorDraft } from '@/features/vendors/vendorDraft';
import { OwnerSelect } from '@/features/tasks/components/OwnerSelect';

type VendorFieldsFormProps = {
  draft: VendorDraft;
  onChange: (draft: VendorDraft) => void;
  /** Editing a vendor already in the register: its status can change too. */
  editing?: boolean;
};

/** Every field of a vendor, its tier questions among them. */
export const VendorFieldsForm = ({ draft, onChange, editing = false }: VendorFieldsFormProps) => {
  const set = <Field extends keyof VendorDraft>(field: Field, value: VendorDraft[Field]) =>
    onChange({ ...draft, [field]: value });

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField label={text.name} required value={draft.name} onChange={(event) => set('name', event.target.value)} />
      <TextField
        label={text.website}
        required
        type="url"
        helperText={text.websiteHelp}
        value={draft.website}
        onChange={(event) => set('website', event.target.value)}
      />
      <TextField
        label={text.service}
        required
        multiline
        minRows={2}
        value={draft.service}
        onChange={(event) => set('service', event.target.value)}
      />
      <OwnerSelect label={text.owner} size="medium" value={draft.owner} onChange={(owner) => set('owner', owner)} />
      <Typography variant="subtitle2">{text.tierHeading}</Typography>
      <TierQuestions answers={draft} onChange={(answers) => onChange({ ...draft, ...answers })} />
      <FormControl component="fieldset">
        <FormLabel component="legend">{text.dataCategories}</FormLabel>
        <FormGroup row>
          {vendorDataCategories.map((category) => (
            <FormControlLabel
              key={category}
              label={dataCategoryLabels[category]}
              control={
                <Checkbox
                  size="small"
                  checked={draft.dataCategories.includes(category)}
                  onChange={(event) =>
                    set(
                      'dataCategories',
                      event.target.checked
                        ? [...draft.dataCategories, category]
                        : draft.dataCategories.filter((chosen) => chosen !== category),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <TextField
        label={text.countries}
        helperText={text.countriesHelp}
        value={draft.countries}
        onChange={(event) => set('countries', event.target.value.toUpperCase())}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label={text.contractStart}
          type="date"
          value={draft.contractStart}
          onChange={(event) => set('contractStart', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label={text.contractEnd}
          type="date"
          value={draft.contractEnd}
          onChange={(event) => set('contractEnd', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <FormControlLabel
        label={text.subprocessor}
        control={
          <Switch checked={draft.subprocessor} onChange={(event) => set('subprocessor', event.target.checked)} />
        }
      />
      {editing && (
        <TextField
          select
          label={text.status}
          value={draft.status}
          onChange={(event) => set('status', event.target.value as VendorStatus)}
        >
          {vendorStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {vendorStatusLabels[status]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
};
