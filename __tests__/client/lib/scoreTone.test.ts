import { scoreTone } from '@/lib/scoreTone';

describe('scoreTone (SPEC §9 score colours)', () => {
  it.each([
    [100, 'success'],
    [80, 'success'],
    [79, 'warning'],
    [60, 'warning'],
    [59, 'error'],
    [0, 'error'],
  ])('draws %d in %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});
