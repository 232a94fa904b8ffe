import { htmlToMarkdown } from '../../../../server/src/modules/policies/import/htmlToMarkdown';

describe('a Word document’s HTML as policy Markdown', () => {
  it('keeps headings, emphasis, ordered and nested lists, and tables', () => {
    const html =
      '<h2>Scope</h2><p>Applies to <strong>all</strong> staff.</p>' +
      '<ol start="3"><li>Request access<ul><li>in the portal</li></ul></li><li>Approve it</li></ol>' +
      '<table><tr><td><p>System</p></td><td><p>Owner</p></td></tr><tr><td><p>CRM</p></td><td><p>Sales | Ops</p></td></tr></table>';
    expect(htmlToMarkdown(html)).toBe(
      [
        '## Scope',
        'Applies to **all** staff.',
        '3. Request access\n   - in the portal\n4. Approve it',
        '| System | Owner |\n| --- | --- |\n| CRM | Sales \\| Ops |',
      ].join('\n\n'),
    );
  });

  it('lets no HTML, script link or picture through', () => {
    const html =
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="javascript:alert(1)">click</a> ' +
      '<a href="https://example.com/a b">site</a><img src="data:image/png;base64,AAAA" alt="logo"></p>';
    expect(htmlToMarkdown(html)).toBe('\\<script\\>alert(1)\\</script\\> click [site](<https://example.com/a%20b>)');
  });
});
