import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { attestText as text } from '@/features/controls/constants';
import { type EvidenceChoice, useEvidenceChoices } from '@/features/evidence/useEvidenceChoices';

type EvidencePickerProps = { value: EvidenceChoice | null; onChange: (evidence: EvidenceChoice | null) => void };

/** One item of the organisation's evidence, searched on the server as the member types; rejected items cannot back an attestation. */
export const EvidencePicker = ({ value, onChange }: EvidencePickerProps) => {
  const { typed, setTyped, options, isFetching } = useEvidenceChoices({ withRejected: false });

  return (
    <Autocomplete
      options={options}
      value={value}
      inputValue={typed}
      loading={isFetching}
      noOptionsText={text.noEvidence}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server has already searched.
      filterOptions={(all) => all}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, next) => setTyped(next)}
      renderInput={(params) => <TextField {...params} label={text.evidence} helperText={text.evidenceHelp} required />}
    />
  );
};
