import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ALL } from '@/components/FilterSelect';
import { attestText as text, EVIDENCE_SEARCH_DEBOUNCE_MS } from '@/features/controls/constants';
import { useGetEvidenceInfiniteQuery } from '@/features/evidence/evidenceApi';
import { useSettledText } from '@/lib/useSettledText';

export type EvidenceChoice = { id: string; name: string };

type EvidencePickerProps = { value: EvidenceChoice | null; onChange: (evidence: EvidenceChoice | null) => void };

/** One item of the organisation's evidence, searched on the server as the member types; rejected items cannot back an attestation. */
export const EvidencePicker = ({ value, onChange }: EvidencePickerProps) => {
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
    .filter((item) => item.status !== 'rejected')
    .map(({ id, name }) => ({ id, name }));

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
