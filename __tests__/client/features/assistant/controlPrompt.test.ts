import { controlFromState, controlPrompt } from '@/features/assistant/controlPrompt';

describe('controlFromState (SPEC §3 heat map issues mismatch)', () => {
  it.each([
    ['strings', ['MFA not enforced', 'Stale keys']],
    ['{description} objects', [{ description: 'MFA not enforced' }, { description: 'Stale keys' }]],
    ['a mix', ['MFA not enforced', { description: 'Stale keys' }]],
  ])('reads issues given as %s', (_label, issues) => {
    expect(controlFromState({ control: { id: 'CC6.1', name: 'Logical Access', framework: 'SOC2', issues } })).toEqual({
      id: 'CC6.1',
      name: 'Logical Access',
      framework: 'SOC2',
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

  it.each([
    ['missing', undefined],
    ['unknown', 'PCI'],
    ['not a string', 2],
  ])('reads a %s framework as none', (_label, framework) => {
    expect(controlFromState({ control: { id: 'CC6.1', name: 'Logical Access', framework } })).toEqual({
      id: 'CC6.1',
      name: 'Logical Access',
      framework: null,
      issues: [],
    });
  });

  it.each([
    null,
    undefined,
    'CC6.1',
    {},
    { control: null },
    { control: { id: 1, name: 'x' } },
    { control: { id: 'x' } },
  ])('ignores state %p', (state) => {
    expect(controlFromState(state)).toBeNull();
  });
});

describe('controlPrompt (SPEC §3)', () => {
  it('names the framework and the control as people read it, and lists the issues', () => {
    expect(
      controlPrompt({
        id: '5',
        name: 'Principles relating to processing',
        framework: 'GDPR',
        issues: ['No retention schedule', 'Records are incomplete'],
      }),
    ).toBe(
      'How do I fix the issues with GDPR Art. 5 (Principles relating to processing)? ' +
        'The open issues are: No retention schedule; Records are incomplete.',
    );
  });

  it.each([
    ['SOC2', 'CC6.1', 'SOC 2 CC6.1'],
    ['ISO27001', 'A.5.15', 'ISO 27001 A.5.15'],
    ['HIPAA', '164.312(a)(1)', 'HIPAA 164.312(a)(1)'],
    ['GDPR', '32', 'GDPR Art. 32'],
  ] as const)('names a %s control %s as %p', (framework, id, named) => {
    expect(controlPrompt({ id, name: 'Control', framework, issues: ['One issue'] })).toBe(
      `How do I fix the issues with ${named} (Control)? The open issues are: One issue.`,
    );
  });

  it('still asks about a control without issues', () => {
    expect(controlPrompt({ id: 'CC8.1', name: 'Change Management', framework: 'SOC2', issues: [] })).toBe(
      'How do I fix SOC 2 CC8.1 (Change Management) and get it passing?',
    );
  });

  it('names the control alone when the framework is not known', () => {
    expect(controlPrompt({ id: 'CC6.1', name: 'Logical Access', framework: null, issues: ['MFA not enforced'] })).toBe(
      'How do I fix the issues with CC6.1 (Logical Access)? The open issues are: MFA not enforced.',
    );
  });
});
