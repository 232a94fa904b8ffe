import { frameworks } from '../../../../server/src/frameworks';
import { evaluateFramework } from '../../../../server/src/modules/assessments/evaluate';
import { combineSources } from '../../../../server/src/modules/signals/combine';
import type { StoredSignal } from '../../../../server/src/modules/signals/repository';

const now = new Date('2026-11-26T12:00:00.000Z');
const at = (hour: number) => `2026-11-26T${String(hour).padStart(2, '0')}:00:00.000Z`;
const signal = (overrides: Partial<StoredSignal> & Pick<StoredSignal, 'key' | 'value' | 'source'>): StoredSignal => ({
  observedAt: at(9),
  ...overrides,
});

describe('one value per check from several sources', () => {
  it('lets what an integration measured outrank what was imported', () => {
    const [mfa] = combineSources([
      signal({ key: 'mfa.enforced', value: { compliant: 40, total: 42 }, source: 'Okta' }),
      signal({ key: 'mfa.enforced', value: { compliant: 0, total: 13 }, source: 'GitHub', integration: 'github' }),
    ]);
    expect(mfa).toMatchObject({ value: { compliant: 0, total: 13 }, source: 'GitHub', integration: 'github' });
  });

  it('combines integrations by the check’s rule, as old as its oldest part', () => {
    const combined = combineSources([
      signal({ key: 'sourceControl.ownerCount', value: 2, source: 'GitHub', integration: 'github', observedAt: at(9) }),
      signal({ key: 'sourceControl.ownerCount', value: 6, source: 'GitLab', integration: 'gitlab', observedAt: at(7) }),
      signal({ key: 'mfa.enforced', value: { compliant: 13, total: 13 }, source: 'GitHub', integration: 'github' }),
      signal({ key: 'mfa.enforced', value: { compliant: 200, total: 236 }, source: 'Okta', integration: 'okta' }),
    ]);
    expect(combined).toEqual([
      {
        key: 'sourceControl.ownerCount',
        value: 6,
        source: 'GitHub, GitLab',
        integration: 'github, gitlab',
        observedAt: at(7),
      },
      {
        key: 'mfa.enforced',
        value: { compliant: 213, total: 249 },
        source: 'GitHub, Okta',
        integration: 'github, okta',
        observedAt: at(9),
      },
    ]);
  });

  it('keeps the newest of several imports of a key it does not know', () => {
    expect(
      combineSources([
        signal({ key: 'legacy.key', value: 1, source: 'import', observedAt: at(8) }),
        signal({ key: 'legacy.key', value: 2, source: 'other import', observedAt: at(10) }),
      ]),
    ).toEqual([{ key: 'legacy.key', value: 2, source: 'other import', observedAt: at(10) }]);
  });
});

describe('automated checks in an assessment', () => {
  const cc61 = (signals: Map<string, unknown>) =>
    evaluateFramework(frameworks.SOC2, signals, now).results.find((result) => result.controlId === 'CC6.1');

  it('leaves out the checks of integrations that reported nothing, and scores those that did', () => {
    const organisation = new Map<string, unknown>([
      ['mfa.enforced', { compliant: 10, total: 10 }],
      ['encryption.atRest', { compliant: 10, total: 10 }],
      ['network.segmented', true],
    ]);
    expect(frameworks.SOC2.controls.find((control) => control.id === 'CC6.1')?.checks).toContain('aws.rootMfa');
    expect(cc61(organisation)).toMatchObject({ score: 100, issues: [] });
    const withAws = new Map([...organisation, ['aws.rootMfa', false]]);
    expect(cc61(withAws)?.score).toBeLessThan(100);
    expect(cc61(withAws)?.issues).toHaveLength(1);
  });
});
