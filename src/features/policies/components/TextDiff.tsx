import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { TextHunk } from '@/contracts/policies';
import { changesText as text } from '@/features/policies/constants';

type Changed = Extract<TextHunk, { kind: 'added' | 'removed' | 'unchanged' }>['kind'];

// Colour is a second signal: the marker and the hidden word say the same thing to anyone who does not see it.
const lineStyles: Record<Changed, { element: 'ins' | 'del' | 'div'; marker: string; spoken?: string; tone?: string }> =
  {
    added: { element: 'ins', marker: '+', spoken: text.added, tone: 'success' },
    removed: { element: 'del', marker: '−', spoken: text.removed, tone: 'error' },
    unchanged: { element: 'div', marker: ' ' },
  };

const DiffLine = ({ kind, line }: { kind: Changed; line: string }) => {
  const style = lineStyles[kind];
  return (
    <Box
      component={style.element}
      sx={(theme: Theme) => ({
        display: 'flex',
        textDecoration: 'none',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        ...(style.tone === 'success' && { bgcolor: theme.alpha(theme.palette.success.main, 0.12) }),
        ...(style.tone === 'error' && { bgcolor: theme.alpha(theme.palette.error.main, 0.12) }),
      })}
    >
      <Box component="span" aria-hidden sx={{ width: '2ch', flexShrink: 0, textAlign: 'center', fontWeight: 700 }}>
        {style.marker}
      </Box>
      {style.spoken && <VisuallyHidden>{style.spoken} </VisuallyHidden>}
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {line === '' ? '\u00a0' : line}
      </Box>
    </Box>
  );
};

/** A line-by-line comparison: removed lines struck out in red with −, added ones in green with +, shared ones plain. */
export const TextDiff = ({ hunks, label }: { hunks: TextHunk[]; label: string }) => {
  const changed = hunks.some((hunk) => hunk.kind === 'added' || hunk.kind === 'removed');
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
    >
      {!changed && (
        <Typography sx={{ fontFamily: 'inherit', fontSize: 'inherit', mb: 0.5 }}>{text.noChanges}</Typography>
      )}
      {hunks.map((hunk, index) =>
        hunk.kind === 'hidden' ? (
          <Typography
            key={index}
            color="text.secondary"
            sx={{ fontFamily: 'inherit', fontSize: 'inherit', fontStyle: 'italic', py: 0.5, pl: '2ch' }}
          >
            {text.hiddenLines(hunk.lines)}
          </Typography>
        ) : (
          hunk.text.split('\n').map((line, at) => <DiffLine key={`${index}:${at}`} kind={hunk.kind} line={line} />)
        ),
      )}
    </Box>
  );
};
