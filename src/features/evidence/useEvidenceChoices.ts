import { useState } from 'react';
import { ALL } from '@/components/FilterSelect';
import { useGetEvidenceInfiniteQuery } from '@/features/evidence/evidenceApi';
import { useSettledText } from '@/lib/useSettledText';

/** An evidence item as a picker offers it. */
export type EvidenceChoice = { id: string; name: string };

/** How long typing in an evidence picker settles before the locker is searched. */
export const EVIDENCE_SEARCH_DEBOUNCE_MS = 300;

/**
 * The organisation's evidence searched on the server as the member types: `typed` is the field's text, `options`
 * what the settled search found (rejected items left out when they cannot serve).
 */
export const useEvidenceChoices = ({ withRejected }: { withRejected: boolean }) => {
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
    .filter((item) => withRejected || item.status !== 'rejected')
    .map(({ id, name }) => ({ id, name }));
  return { typed, setTyped, options, isFetching };
};
