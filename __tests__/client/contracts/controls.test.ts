import { controlLabel } from '@/contracts/controls';

describe('controlLabel', () => {
  it.each([
    ['33', 'Art. 33'],
    ['5', 'Art. 5'],
    ['CC7.1', 'CC7.1'],
    ['A.5.15', 'A.5.15'],
    ['164.312(a)(1)', '164.312(a)(1)'],
  ])('names %s as %s', (id, label) => expect(controlLabel(id)).toBe(label));
});
