import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ALL } from '@/components/FilterSelect';
import { commentEvidenceMax } from '@/contracts/comments';
import { commentsText as text, EVIDENCE_SEARCH_DEBOUNCE_MS, type EvidenceChoice } from '@/features/comments/constants';
import { useGetEvidenceInfiniteQuery } from '@/features/evidence/evidenceApi';
import { useSettledText } from '@/lib/useSettledText';

type EvidenceAttachPickerProps = { value: EvidenceChoice[]; onChange: (evidence: EvidenceChoice[]) => void };

/** Items already in the evidence locker, searched on the server as the member types: a comment links, never uploads. */
export const EvidenceAttachPicker = ({ value, onChange }: EvidenceAttachPickerProps) => {
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useSettledText(search, setSearch, EVIDENCE_SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useGetEvidenceInfiniteQuery({
    category: ALL,
    status: ALL,
    confidentiality: ALL,
    search,
    control: null,
  });
  const options: EvidenceChoice[] = (data?.pages ?? [])
    .flatMap((page) => page.items)
    .map(({ id, name }) => ({ id, name }));

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
