import { NO_DELTA } from '@/features/scoreHistory/constants';
import { weekDeltas } from '@/features/scoreHistory/weekDeltas';

const now = new Date('2026-07-10T12:00:00.000Z');
const current = {
  complianceScore: 74,
  stats: { criticalIssues: 9, warningIssues: 21, passedControls: 105, totalControls: 135 },
};
const day = (date: string, score: number, critical: number, warning: number, passed: number) => ({
  day: date,
  score,
  critical,
  warning,
  passed,
});

describe('weekDeltas', () => {
  it('compares today with the latest day assessed a week or more ago, coloured by whether it is good news', () => {
    const history = [
      day('2026-06-20', 50, 20, 30, 80),
      day('2026-07-02', 69, 8, 23, 102),
      day('2026-07-04', 90, 1, 1, 130),
    ];
    expect(weekDeltas(history, current, now)).toEqual({
      score: { text: '+5%', good: true },
      critical: { text: '+1', good: false },
      warnings: { text: '-2', good: true },
      passed: { text: '+3', good: true },
    });
  });

  it('reads a fall in score and passed and a rise in warnings as bad news, and fewer critical issues as good', () => {
    expect(weekDeltas([day('2026-07-03', 80, 12, 19, 110)], current, now)).toEqual({
      score: { text: '-6%', good: false },
      critical: { text: '-3', good: true },
      warnings: { text: '+2', good: false },
      passed: { text: '-5', good: false },
    });
  });

  it('shows 0 for a figure that has not moved, as neither good nor bad', () => {
    expect(weekDeltas([day('2026-07-03', 74, 9, 21, 105)], current, now)).toEqual({
      score: { text: '0%', good: null },
      critical: { text: '0', good: null },
      warnings: { text: '0', good: null },
      passed: { text: '0', good: null },
    });
  });

  it('has nothing to compare with when no day was assessed a week or more ago', () => {
    const none = { text: NO_DELTA, good: null };
    expect(weekDeltas([day('2026-07-04', 60, 9, 21, 100)], current, now)).toEqual({
      score: none,
      critical: none,
      warnings: none,
      passed: none,
    });
    expect(weekDeltas([], current, now).score).toEqual(none);
  });
});
