import { passedPercent, trendColor } from '@/features/dashboard/dashboardFormat';

describe('dashboard formatting', () => {
  it.each([
    [105, 135, 78],
    [0, 0, 0],
    [12, 12, 100],
  ])('%d passed of %d controls is %d%%', (passed, total, percent) => {
    expect(passedPercent(passed, total)).toBe(percent);
  });

  it('colours a trend by its direction', () => {
    expect([trendColor('+4%'), trendColor('-2%'), trendColor('0%')]).toEqual([
      'success.dark',
      'error.dark',
      'text.secondary',
    ]);
  });
});
