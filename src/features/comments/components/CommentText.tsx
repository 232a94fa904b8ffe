import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Block, Inline } from '@/features/comments/text/commentMarkup';
import { parseCommentText } from '@/features/comments/text/parseCommentText';

const codeFont = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85em' };

const InlineNode = ({ inline }: { inline: Inline }) => {
  switch (inline.kind) {
    case 'text':
      return <>{inline.text}</>;
    case 'break':
      return <br />;
    case 'code':
      return (
        <Box component="code" sx={{ ...codeFont, px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}>
          {inline.text}
        </Box>
      );
    case 'link':
      return (
        <Link href={inline.href} target="_blank" rel="noopener noreferrer nofollow">
          {inline.text}
        </Link>
      );
    case 'mention':
      return (
        <Box component="strong" sx={{ color: 'primary.dark' }}>
          @{inline.name}
        </Box>
      );
  }
};

const Inlines = ({ inlines }: { inlines: Inline[] }) => (
  <>
    {inlines.map((inline, index) => (
      <InlineNode key={index} inline={inline} />
    ))}
  </>
);

const BlockNode = ({ block }: { block: Block }) => {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Typography variant="body2" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
          <Inlines inlines={block.inlines} />
        </Typography>
      );
    case 'code':
      return (
        <Box
          component="pre"
          sx={{ ...codeFont, my: 0.5, p: 1, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto' }}
        >
          <code>{block.text}</code>
        </Box>
      );
    case 'list':
      return (
        <Typography
          variant="body2"
          component={block.ordered ? 'ol' : 'ul'}
          start={block.ordered && block.start !== 1 ? block.start : undefined}
          sx={{ my: 0.5, pl: 3 }}
        >
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines inlines={item} />
            </li>
          ))}
        </Typography>
      );
  }
};

type CommentTextProps = { body: string; mentionNames: readonly string[] };

/** A comment's markdown-lite drawn as React elements: what the author typed, HTML included, shows as text. */
export const CommentText = ({ body, mentionNames }: CommentTextProps) => (
  <Box>
    {parseCommentText(body, mentionNames).map((block, index) => (
      <BlockNode key={index} block={block} />
    ))}
  </Box>
);
