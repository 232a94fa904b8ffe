import { isoWeek } from '../../../../server/src/modules/myWork/calendar';

describe('isoWeek', () => {
  it.each([
    ['2026-06-01T08:00:00.000Z', '2026-W23'],
    ['2026-06-07T23:59:59.999Z', '2026-W23'],
    ['2025-12-29T00:00:00.000Z', '2026-W01'],
    ['2021-01-03T12:00:00.000Z', '2020-W53'],
    ['2027-01-03T12:00:00.000Z', '2026-W53'],
  ])('puts %s in %s', (at, week) => {
    expect(isoWeek(new Date(at))).toBe(week);
  });
});
