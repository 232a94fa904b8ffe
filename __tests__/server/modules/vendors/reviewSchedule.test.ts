import { nextReviewOn, reviewIsCurrent } from '../../../../server/src/modules/vendors/reviewSchedule';

const onboarded = '2026-01-10';
const approved = (reviewedOn: string) => ({ reviewedOn, decision: 'approved' }) as const;

describe('the vendor review schedule', () => {
  it('is due at onboarding, then yearly for tier 1, every two years for tier 2 and never again for tier 3', () => {
    expect(nextReviewOn(1, onboarded, null)).toBe(onboarded);
    expect(nextReviewOn(1, onboarded, approved('2026-02-01'))).toBe('2027-02-01');
    expect(nextReviewOn(2, onboarded, approved('2026-02-01'))).toBe('2028-02-01');
    expect(nextReviewOn(3, onboarded, approved('2026-02-01'))).toBeNull();
  });

  it('holds a review current until its due day, and never a rejection', () => {
    expect(reviewIsCurrent(1, onboarded, approved('2026-02-01'), '2027-02-01')).toBe(true);
    expect(reviewIsCurrent(1, onboarded, approved('2026-02-01'), '2027-02-02')).toBe(false);
    expect(reviewIsCurrent(3, onboarded, approved('2020-02-01'), '2027-02-02')).toBe(true);
    expect(reviewIsCurrent(3, onboarded, { reviewedOn: '2026-02-01', decision: 'rejected' }, '2026-02-02')).toBe(false);
    expect(reviewIsCurrent(2, onboarded, null, onboarded)).toBe(false);
  });
});
