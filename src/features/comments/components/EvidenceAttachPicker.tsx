import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { commentEvidenceMax } from '@/contracts/comments';
import { commentsText as text } from '@/features/comments/constants';
import { type EvidenceChoice, useEvidenceChoices } from '@/features/evidence/useEvidenceChoices';

type EvidenceAttachPickerProps = { value: EvidenceChoice[]; onChange: (evidence: EvidenceChoice[]) => void };

/** Items already in the evidence locker, searched on the server as the member types: a comment links, never uploads. */
export const EvidenceAttachPicker = ({ value, onChange }: EvidenceAttachPickerProps) => {
  const { typed, setTyped, options, isFetching } = useEvidenceChoices({ withRejected: true });

  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      inputValue={typed}
      loading={isFetching}
      noOptionsText={text.noEvidence}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={() => value.length >= commentEvidenceMax}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server has already searched.
      filterOptions={(all) => all}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setTyped(next);
      }}
      renderInput={(params) => <TextField {...params} label={text.attachEvidence} />}
    />
  );
};
