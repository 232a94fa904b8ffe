import { settingsText } from '@/features/settings/constants';
import { passwordProblem } from '@/features/settings/passwordRules';

describe('password rules (SPEC §5)', () => {
  it.each([
    ['abcdef', 'abcdeg', settingsText.security.mismatch],
    ['abc', 'abc', settingsText.security.tooShort],
    ['abc', 'abd', settingsText.security.mismatch],
    ['abcdef', 'abcdef', null],
  ])('new %p / confirm %p -> %p', (newPassword, confirmPassword, problem) => {
    expect(passwordProblem({ currentPassword: '', newPassword, confirmPassword })).toBe(problem);
  });
});
