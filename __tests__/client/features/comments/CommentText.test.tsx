import { render, screen } from '@testing-library/react';
import { CommentText } from '@/features/comments/components/CommentText';

const renderText = (body: string, mentionNames: string[] = []) =>
  render(<CommentText body={body} mentionNames={mentionNames} />);

describe('a comment’s text', () => {
  it('shows HTML as the text it is, never as markup', () => {
    const { container } = renderText('<script>alert("x")</script> <img src=x onerror=alert(1)>');
    expect(screen.getByText('<script>alert("x")</script> <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('does not make a javascript: address a link', () => {
    renderText('[click me](javascript:alert(1)) javascript:alert(2)');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('[click me](javascript:alert(1)) javascript:alert(2)')).toBeInTheDocument();
  });

  it('opens web links in a new tab without handing over the page', () => {
    renderText('See [the runbook](https://wiki.acme.dev/runbook)');
    const link = screen.getByRole('link', { name: 'the runbook' });
    expect(link).toHaveAttribute('href', 'https://wiki.acme.dev/runbook');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('draws lists, code and mentions', () => {
    const { container } = renderText(
      'Steps for @Jordan Lee:\n1. rotate `KEY`\n2. redeploy\n\n```\nkubectl rollout\n```',
      ['Jordan Lee'],
    );
    expect(screen.getByText('@Jordan Lee').tagName).toBe('STRONG');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['rotate KEY', 'redeploy']);
    expect(items[0].closest('ol')).not.toBeNull();
    expect(screen.getByText('KEY').tagName).toBe('CODE');
    expect(container.querySelector('pre')).toHaveTextContent('kubectl rollout');
  });
});
