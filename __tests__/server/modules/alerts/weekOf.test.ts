import { weekOf } from '../../../../server/src/modules/alerts/jobs';

describe('the week a weekly summary is keyed by', () => {
  it.each([
    ['2026-11-23T08:00:00.000Z', '2026-11-23'],
    ['2026-11-26T17:30:00.000Z', '2026-11-23'],
    ['2026-11-29T23:59:59.000Z', '2026-11-23'],
    ['2026-11-30T00:00:00.000Z', '2026-11-30'],
    ['2027-01-01T12:00:00.000Z', '2026-12-28'],
  ])('%s falls in the week of Monday %s', (at, monday) => expect(weekOf(new Date(at))).toBe(monday));
});
