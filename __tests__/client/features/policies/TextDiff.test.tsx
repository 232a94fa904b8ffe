import { render, screen, within } from '@testing-library/react';
import type { TextHunk } from '@/contracts/policies';
import { changesText as text } from '@/features/policies/constants';
import { TextDiff } from '@/features/policies/components/TextDiff';

const hunks: TextHunk[] = [
  { kind: 'hidden', lines: 12 },
  { kind: 'unchanged', text: '## 5. Access reviews\n' },
  { kind: 'removed', text: 'Access is reviewed every 180 days.' },
  { kind: 'added', text: 'Access is reviewed every 90 days.\nReviews are recorded.' },
  { kind: 'hidden', lines: 1 },
];

describe('TextDiff', () => {
  it('marks removed and added lines with words and signs as well as colour, and counts the lines left out', () => {
    render(<TextDiff hunks={hunks} label={text.diffLabel('version 1.0 to 1.1')} />);
    const diff = screen.getByRole('group', { name: text.diffLabel('version 1.0 to 1.1') });

    const removed = diff.querySelectorAll('del');
    expect([...removed].map((line) => line.textContent)).toEqual([
      `−${text.removed} Access is reviewed every 180 days.`,
    ]);
    const added = diff.querySelectorAll('ins');
    expect([...added].map((line) => line.textContent)).toEqual([
      `+${text.added} Access is reviewed every 90 days.`,
      `+${text.added} Reviews are recorded.`,
    ]);
    expect(within(diff).getByText('## 5. Access reviews')).toBeInTheDocument();
    expect(within(diff).getByText(text.hiddenLines(12))).toBeInTheDocument();
    expect(within(diff).getByText('1 unchanged line not shown')).toBeInTheDocument();
    expect(within(diff).queryByText(text.noChanges)).not.toBeInTheDocument();
  });

  it('says when the two texts are the same', () => {
    render(<TextDiff hunks={[{ kind: 'hidden', lines: 40 }]} label="Same" />);
    expect(screen.getByRole('group', { name: 'Same' })).toHaveTextContent(text.noChanges);
    expect(screen.getByText(text.hiddenLines(40))).toBeInTheDocument();
  });
});
