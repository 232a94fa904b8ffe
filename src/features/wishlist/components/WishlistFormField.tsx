import { memo } from 'react';
import TextField from '@mui/material/TextField';
import { OPTIONAL_HINT, requiredMessage } from '@/features/wishlist/constants';
import { FIELD_CONFIG } from '@/features/wishlist/fieldConfig';
import { REQUIRED_FIELDS } from '@/features/wishlist/wishlistDraft';
import type { WishlistField } from '@/features/wishlist/types';

type WishlistFormFieldProps = {
  field: WishlistField;
  value: string;
  missing: boolean;
  disabled: boolean;
  onChange: (field: WishlistField, value: string) => void;
};

// Memoised: typing in one field re-renders only that field, not the whole form.
export const WishlistFormField = memo(function WishlistFormField({
  field,
  value,
  missing,
  disabled,
  onChange,
}: WishlistFormFieldProps) {
  const config = FIELD_CONFIG[field];
  const isSelect = config.kind === 'select';
  const required = REQUIRED_FIELDS.has(field);
  return (
    <TextField
      id={`wishlist-${field}`}
      name={field}
      label={config.label}
      value={value}
      onChange={(event) => onChange(field, event.target.value)}
      required={required}
      disabled={disabled}
      error={missing}
      helperText={missing ? requiredMessage(config.label) : required ? undefined : OPTIONAL_HINT}
      fullWidth
      type={config.kind === 'email' ? 'email' : undefined}
      select={isSelect}
      multiline={config.kind === 'multiline'}
      minRows={config.kind === 'multiline' ? 4 : undefined}
      placeholder={isSelect ? undefined : config.placeholder}
      autoComplete={isSelect ? undefined : config.autoComplete}
      slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
      sx={{
        gridColumn: config.wide ? '1 / -1' : undefined,
        // A blank select reads as a placeholder, like the text inputs' placeholders.
        '& select': { color: value === '' ? 'text.secondary' : undefined },
        '& option': { color: 'text.primary' },
      }}
    >
      {isSelect && [
        config.placeholder !== undefined && (
          <option key="" value="">
            {config.placeholder}
          </option>
        ),
        ...config.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        )),
      ]}
    </TextField>
  );
});
