import { controlFromState, controlPrompt } from '@/features/assistant/controlPrompt';

describe('controlFromState (SPEC §3 heat map issues mismatch)', () => {
  it.each([
    ['strings', ['MFA not enforced', 'Stale keys']],
    ['{description} objects', [{ description: 'MFA not enforced' }, { description: 'Stale keys' }]],
    ['a mix', ['MFA not enforced', { description: 'Stale keys' }]],
  ])('reads issues given as %s', (_label, issues) => {
    expect(controlFromState({ control: { id: 'CC6.1', name: 'Logical Access', issues } })).toEqual({
      id: 'CC6.1',
      name: 'Logical Access',
      issues: ['MFA not enforced', 'Stale keys'],
    });
  });

  it('drops issues it cannot read instead of printing [object Object]', () => {
    const control = controlFromState({
      control: { id: 'CC7.2', name: 'Monitoring', issues: [{ title: 'x' }, 42, '  ', { description: 'No alerts' }] },
    });
    expect(control?.issues).toEqual(['No alerts']);
    expect(controlPrompt(control!)).not.toContain('[object Object]');
  });

  it.each([null, undefined, 'CC6.1', {}, { control: { id: 1, name: 'x' } }])('ignores state %p', (state) => {
    expect(controlFromState(state)).toBeNull();
  });
});

describe('controlPrompt', () => {
  it('asks how to fix the listed issues', () => {
    expect(controlPrompt({ id: 'CC6.1', name: 'Logical Access', issues: ['MFA not enforced'] })).toBe(
      'How do I fix the issues with control CC6.1 (Logical Access)? The open issues are: MFA not enforced.',
    );
  });

  it('still asks about a control without issues', () => {
    expect(controlPrompt({ id: 'CC8.1', name: 'Change Management', issues: [] })).toBe(
      'How do I fix control CC8.1 (Change Management) and get it passing?',
    );
  });
});
