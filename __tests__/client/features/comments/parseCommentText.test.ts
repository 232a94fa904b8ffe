import { parseCommentText } from '@/features/comments/text/parseCommentText';

describe('markdown-lite', () => {
  it('reads paragraphs, with line breaks inside one', () => {
    expect(parseCommentText('First line\nsecond line\n\nNext paragraph')).toEqual([
      {
        kind: 'paragraph',
        inlines: [{ kind: 'text', text: 'First line' }, { kind: 'break' }, { kind: 'text', text: 'second line' }],
      },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Next paragraph' }] },
    ]);
  });

  it('reads bulleted and numbered lists, keeping the first number', () => {
    expect(parseCommentText('- one\n* two\n\n3. three\n4) four')).toEqual([
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]],
      },
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [[{ kind: 'text', text: 'three' }], [{ kind: 'text', text: 'four' }]],
      },
    ]);
  });

  it('keeps a fenced block as written, markup included', () => {
    expect(parseCommentText('```\n- not a list\n<b>x</b>\n```\nafter')).toEqual([
      { kind: 'code', text: '- not a list\n<b>x</b>' },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'after' }] },
    ]);
  });

  it('reads inline code, labelled and bare links, trimming the sentence’s full stop', () => {
    const [paragraph] = parseCommentText(
      'Run `npm audit`, see [the policy](https://example.com/p) or https://example.com/a.',
    );
    expect(paragraph).toEqual({
      kind: 'paragraph',
      inlines: [
        { kind: 'text', text: 'Run ' },
        { kind: 'code', text: 'npm audit' },
        { kind: 'text', text: ', see ' },
        { kind: 'link', href: 'https://example.com/p', text: 'the policy' },
        { kind: 'text', text: ' or ' },
        { kind: 'link', href: 'https://example.com/a', text: 'https://example.com/a' },
        { kind: 'text', text: '.' },
      ],
    });
  });

  it('links mail addresses but not javascript:, data: or relative addresses', () => {
    const [paragraph] = parseCommentText(
      '[mail](mailto:sec@acme.dev) [x](javascript:alert(1)) [y](JavaScript:alert) [z](data:text/html,hi) [w](/admin)',
    );
    const links = paragraph.kind === 'paragraph' ? paragraph.inlines.filter((inline) => inline.kind === 'link') : [];
    expect(links).toEqual([{ kind: 'link', href: 'mailto:sec@acme.dev', text: 'mail' }]);
  });

  it('reads the mentions of the names given, the longest name first, and leaves other @s as text', () => {
    const [paragraph] = parseCommentText('@Jordan Lee and @Jordan, not me@acme.dev or @Sam', ['Jordan', 'Jordan Lee']);
    expect(paragraph).toEqual({
      kind: 'paragraph',
      inlines: [
        { kind: 'mention', name: 'Jordan Lee' },
        { kind: 'text', text: ' and ' },
        { kind: 'mention', name: 'Jordan' },
        { kind: 'text', text: ', not me@acme.dev or @Sam' },
      ],
    });
  });
});
