import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { confidentialityLevels, evidenceCategories } from '@/contracts/evidenceOptions';
import { RelatedControlsField } from '@/features/evidence/components/RelatedControlsField';
import { confidentialityLabels, evidenceLockerText, uploadEvidenceText as text } from '@/features/evidence/constants';
import type { EvidenceDraft } from '@/features/evidence/types';

type EvidenceFieldsFormProps = {
  draft: EvidenceDraft;
  /** Several files are each named after themselves, so the name field is off. */
  severalFiles: boolean;
  disabled: boolean;
  onChange: (draft: EvidenceDraft) => void;
};

/** SPEC §3's fields of new evidence, with the controls it supports and how long it stays valid. */
export const EvidenceFieldsForm = ({ draft, severalFiles, disabled, onChange }: EvidenceFieldsFormProps) => {
  const set =
    <K extends keyof EvidenceDraft>(key: K) =>
    (value: EvidenceDraft[K]) =>
      onChange({ ...draft, [key]: value });
  return (
    <>
      <TextField
        label={text.name}
        value={severalFiles ? '' : draft.name}
        disabled={disabled || severalFiles}
        helperText={severalFiles ? text.severalFilesName : undefined}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        select
        label={evidenceLockerText.category}
        value={draft.category}
        disabled={disabled}
        onChange={(event) => set('category')(event.target.value as EvidenceDraft['category'])}
      >
        {evidenceCategories.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={evidenceLockerText.confidentiality}
        value={draft.confidentiality}
        disabled={disabled}
        onChange={(event) => set('confidentiality')(event.target.value as EvidenceDraft['confidentiality'])}
      >
        {confidentialityLevels.map((value) => (
          <MenuItem key={value} value={value}>
            {confidentialityLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={text.description}
        multiline
        minRows={2}
        value={draft.description}
        disabled={disabled}
        onChange={(event) => set('description')(event.target.value)}
      />
      <TextField
        label={text.tags}
        value={draft.tags}
        disabled={disabled}
        onChange={(event) => set('tags')(event.target.value)}
      />
      <RelatedControlsField value={draft.controls} disabled={disabled} onChange={set('controls')} />
      <TextField
        type="date"
        label={text.validUntil}
        value={draft.validUntil}
        disabled={disabled}
        onChange={(event) => set('validUntil')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
};
