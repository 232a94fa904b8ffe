import { Fragment, type ReactNode, useMemo } from 'react';
import { marked, type Token, type Tokens } from 'marked';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { safeHref } from '@/features/comments/text/safeHref';

const headingVariants = ['h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'subtitle2'] as const;
const depthOf = (depth: number) => Math.min(Math.max(depth, 1), 6);
// The page names the policy (h1) and its section (h2): the text's own outline sits beneath them.
const outlineOffset = 2;
const code = { fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 0.5 } as const;

// Inline tokens carry their own children; a bare text token is what it reads.
const inline = (tokens: Token[] | undefined, fallback = ''): ReactNode =>
  tokens ? tokens.map((token, index) => <Fragment key={index}>{renderToken(token)}</Fragment>) : fallback;

const renderLink = (token: Tokens.Link) => {
  const href = safeHref(token.href);
  const label = inline(token.tokens, token.text);
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  ) : (
    label
  );
};

const renderList = (token: Tokens.List) => (
  <Box
    component={token.ordered ? 'ol' : 'ul'}
    start={token.ordered && token.start !== '' && token.start !== 1 ? token.start : undefined}
    sx={{ pl: 3, my: 1 }}
  >
    {token.items.map((item, index) => (
      <Typography key={index} component="li" variant="body2">
        {inline(item.tokens, item.text)}
      </Typography>
    ))}
  </Box>
);

/** One token of the lexer's tree as React elements; raw HTML is shown as the text it is, never interpreted. */
const renderToken = (token: Token): ReactNode => {
  const known = token as Tokens.Generic;
  switch (token.type) {
    case 'heading': {
      const { depth, tokens } = token as Tokens.Heading;
      const level = Math.min(depthOf(depth) + outlineOffset, 6);
      return (
        <Typography component={`h${level}` as 'h1'} variant={headingVariants[depthOf(depth) - 1]} sx={{ mt: 2, mb: 1 }}>
          {inline(tokens)}
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography variant="body2" sx={{ my: 1 }}>
          {inline((token as Tokens.Paragraph).tokens)}
        </Typography>
      );
    case 'list':
      return renderList(token as Tokens.List);
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return (
        <Box component="code" sx={{ ...code, px: 0.5 }}>
          {(token as Tokens.Codespan).text}
        </Box>
      );
    case 'code':
      return (
        <Box component="pre" sx={{ ...code, p: 1.5, overflowX: 'auto' }}>
          <code>{(token as Tokens.Code).text}</code>
        </Box>
      );
    case 'link':
      return renderLink(token as Tokens.Link);
    case 'blockquote':
      return (
        <Box
          component="blockquote"
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, mx: 0, color: 'text.secondary' }}
        >
          {inline((token as Tokens.Blockquote).tokens)}
        </Box>
      );
    case 'hr':
      return <Divider sx={{ my: 2 }} />;
    case 'br':
      return <br />;
    case 'space':
      return null;
    case 'text':
      return inline((token as Tokens.Text).tokens, (token as Tokens.Text).text);
    // Raw HTML, escapes and anything the lexer adds later read as their text.
    default:
      return typeof known.text === 'string' ? known.text : ((known.raw as string | undefined) ?? null);
  }
};

/** A policy's Markdown, read from the lexer's tokens into MUI elements: nothing of it reaches the page as HTML. */
export const PolicyText = ({ text }: { text: string }) => {
  const tokens = useMemo(() => marked.lexer(text), [text]);
  return <Box sx={{ '& > :first-of-type': { mt: 0 } }}>{inline(tokens)}</Box>;
};
