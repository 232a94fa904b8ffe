import { randomInt } from '@/lib/randomInt';

describe('randomInt', () => {
  it.each([
    [0, 5],
    [0.5, 15],
    [0.999999, 24],
  ])('maps %d onto 5..24 as %d, both ends included', (value, expected) => {
    expect(randomInt(() => value, 5, 24)).toBe(expected);
  });
});
