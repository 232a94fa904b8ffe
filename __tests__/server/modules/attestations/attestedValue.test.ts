import { attestedValue } from '../../../../server/src/modules/attestations/validation';

describe('a date answer', () => {
  const earlyMorning = new Date('2026-12-03T06:00:00.000Z');

  it('may be today at any hour: a calendar day is compared as a day, not as its noon', () => {
    expect(attestedValue('backups.tested', '2026-12-03', earlyMorning)).toBe('2026-12-03T12:00:00.000Z');
  });

  it('is refused from tomorrow on', () => {
    expect(() => attestedValue('backups.tested', '2026-12-04', earlyMorning)).toThrow(
      'value: the day it was done cannot be in the future',
    );
    expect(() => attestedValue('backups.tested', '2026-12-03T07:00:00.000Z', earlyMorning)).toThrow(
      'value: the day it was done cannot be in the future',
    );
  });
});
