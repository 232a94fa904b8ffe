import { memo, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { OPTIONAL_HINT, requiredMessage } from '@/features/wishlist/constants';
import { FIELD_CONFIG } from '@/features/wishlist/fieldConfig';
import type { WishlistField } from '@/features/wishlist/types';
import { REQUIRED_FIELDS } from '@/features/wishlist/wishlistDraft';

type WishlistFormFieldProps = {
  field: WishlistField;
  value: string;
  missing: boolean;
  disabled: boolean;
  onChange: (field: WishlistField, value: string) => void;
};

/**
 * Composed from FormControl parts rather than TextField: TextField always bundles the
 * menu-based Select (Menu, Popover, Modal), which native selects never use.
 * Memoised, so typing in one field re-renders only that field.
 */
export const WishlistFormField = memo(function WishlistFormField({
  field,
  value,
  missing,
  disabled,
  onChange,
}: WishlistFormFieldProps) {
  const config = FIELD_CONFIG[field];
  const required = REQUIRED_FIELDS.has(field);
  const id = `wishlist-${field}`;
  const helperId = `${id}-helper`;
  const helper = missing ? requiredMessage(config.label) : required ? undefined : OPTIONAL_HINT;
  const describedBy = helper ? helperId : undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(field, event.target.value);

  return (
    <FormControl
      required={required}
      disabled={disabled}
      error={missing}
      fullWidth
      sx={{ gridColumn: config.wide ? '1 / -1' : undefined }}
    >
      <InputLabel htmlFor={id} shrink>
        {config.label}
      </InputLabel>
      {config.kind === 'select' ? (
        <NativeSelect
          input={<OutlinedInput label={config.label} notched />}
          inputProps={{ id, name: field, 'aria-describedby': describedBy }}
          value={value}
          onChange={handleChange}
          // A blank select reads as a placeholder, like the text inputs' placeholders.
          sx={{
            '& select': { color: value === '' ? 'text.secondary' : undefined },
            '& option': { color: 'text.primary' },
          }}
        >
          {config.placeholder !== undefined && <option value="">{config.placeholder}</option>}
          {config.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          name={field}
          label={config.label}
          notched
          value={value}
          onChange={handleChange}
          type={config.kind === 'email' ? 'email' : undefined}
          multiline={config.kind === 'multiline'}
          minRows={config.kind === 'multiline' ? 4 : undefined}
          placeholder={config.placeholder}
          autoComplete={config.autoComplete}
          aria-describedby={describedBy}
        />
      )}
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
});
