import { render, screen } from '@testing-library/react';
import { PolicyText } from '@/features/policies/components/PolicyText';

describe('PolicyText', () => {
  it("renders headings beneath the page's own, lists, emphasis, code, quotes and safe links", () => {
    const { container } = render(
      <PolicyText
        text={[
          '## Scope',
          '',
          'Applies to *everyone* with `prod` access. See [the handbook](https://example.com/handbook).',
          '',
          '1. Request',
          '2. Approve',
          '',
          '- Quarterly reviews',
          '',
          '> Least privilege',
          '',
          '---',
          '',
          '```',
          'aws iam list-users',
          '```',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Scope' })).toBeInTheDocument();
    expect(screen.getByText('everyone').tagName).toBe('EM');
    expect(screen.getByText('prod').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'the handbook' })).toHaveAttribute('href', 'https://example.com/handbook');
    const [ordered, bullets] = screen.getAllByRole('list');
    expect(ordered.tagName).toBe('OL');
    expect(bullets.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Request',
      'Approve',
      'Quarterly reviews',
    ]);
    expect(container.querySelector('blockquote')).toHaveTextContent('Least privilege');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(container.querySelector('pre')).toHaveTextContent('aws iam list-users');
  });

  it('shows raw HTML as text and never links an unsafe address', () => {
    const { container } = render(
      <PolicyText text={'<img src=x onerror="alert(1)">\n\nClick [here](javascript:alert(1)) or <b>bold</b>.'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(container).toHaveTextContent('Click here or <b>bold</b>.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
