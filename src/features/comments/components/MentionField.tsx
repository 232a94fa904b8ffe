import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { commentBodyMax, type CommentSubject, type MentionCandidate } from '@/contracts/comments';
import { MentionSuggestions, mentionOptionId } from '@/features/comments/components/MentionSuggestions';
import { findOpenMention, insertMention, type OpenMention } from '@/features/comments/mentionDraft';
import { useMentionSearch } from '@/features/comments/useMentionSearch';

type MentionFieldProps = {
  subject: CommentSubject;
  label: string;
  helperText?: string;
  value: string;
  disabled?: boolean;
  onChange: (text: string) => void;
  onMention: (candidate: MentionCandidate) => void;
};

/** A comment's text: typing `@` offers the teammates to mention, and picking one writes `@Name `. */
export const MentionField = ({
  subject,
  label,
  helperText,
  value,
  disabled,
  onChange,
  onMention,
}: MentionFieldProps) => {
  const listId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState<OpenMention | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [caretAfterPick, setCaretAfterPick] = useState<number | null>(null);
  const { candidates, isFetching } = useMentionSearch(subject, open?.query ?? null);

  useLayoutEffect(() => {
    if (caretAfterPick === null || !input.current) return;
    input.current.setSelectionRange(caretAfterPick, caretAfterPick);
    setCaretAfterPick(null);
  }, [caretAfterPick]);

  const follow = (text: string, caret: number) => {
    const next = findOpenMention(text, caret);
    if (next?.query !== open?.query || next?.start !== open?.start) setActiveIndex(0);
    setOpen(next);
  };

  const pick = (candidate: MentionCandidate) => {
    if (!open) return;
    const caret = input.current?.selectionStart ?? value.length;
    const next = insertMention(value, caret, open, candidate.name);
    onChange(next.text);
    onMention(candidate);
    setOpen(null);
    setCaretAfterPick(next.caret);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || candidates.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + candidates.length) % candidates.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(candidates[Math.min(activeIndex, candidates.length - 1)]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(null);
    }
  };

  const showing = open !== null && !disabled;
  return (
    <Box>
      <TextField
        label={label}
        helperText={helperText}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        value={value}
        disabled={disabled}
        inputRef={input}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart ?? event.target.value.length);
        }}
        onSelect={(event) => {
          const target = event.target as HTMLTextAreaElement;
          follow(target.value, target.selectionStart ?? target.value.length);
        }}
        onBlur={() => setOpen(null)}
        onKeyDown={onKeyDown}
        slotProps={{
          // A text area keeps its textbox role (a combobox role is not allowed on it); it still names its suggestions.
          htmlInput: {
            maxLength: commentBodyMax,
            'aria-autocomplete': 'list',
            'aria-controls': showing ? listId : undefined,
            'aria-activedescendant':
              showing && candidates.length > 0 ? mentionOptionId(listId, activeIndex) : undefined,
          },
        }}
      />
      {showing && (
        <MentionSuggestions
          id={listId}
          candidates={candidates}
          activeIndex={activeIndex}
          loading={isFetching}
          onPick={pick}
        />
      )}
    </Box>
  );
};
