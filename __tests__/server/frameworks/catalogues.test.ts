import { frameworks } from '../../../server/src/frameworks';
import { checks } from '../../../server/src/frameworks/checks';
import { frameworkIds } from '@/contracts/enums';

const idsOf = (id: keyof typeof frameworks) => frameworks[id].controls.map((control) => control.id);

const countByCategory = (id: keyof typeof frameworks) =>
  frameworks[id].controls.reduce<Record<string, number>>((counts, control) => {
    counts[control.category] = (counts[control.category] ?? 0) + 1;
    return counts;
  }, {});

describe('framework catalogues', () => {
  it('lists all 61 SOC 2 criteria in their TSC categories', () => {
    const ids = idsOf('SOC2');
    expect(ids).toHaveLength(61);
    expect(ids.filter((id) => id.startsWith('CC'))).toHaveLength(33);
    const counts = countByCategory('SOC2');
    expect(counts['CC6 Logical and Physical Access Controls']).toBe(8);
    expect(counts['P6 Disclosure and Notification']).toBe(7);
    expect(Object.keys(counts)).toHaveLength(20);
    expect(ids).toEqual(expect.arrayContaining(['CC1.1', 'CC9.2', 'A1.3', 'C1.2', 'PI1.5', 'P8.1']));
  });

  it('lists the ISMS clauses 4 to 10 and all 93 ISO/IEC 27001:2022 Annex A controls in the four themes', () => {
    const ids = idsOf('ISO27001');
    expect(ids.filter((id) => id.startsWith('A.'))).toHaveLength(93);
    expect(ids.filter((id) => !id.startsWith('A.'))).toEqual([
      '4.1',
      '4.2',
      '4.3',
      '4.4',
      '5.1',
      '5.2',
      '5.3',
      '6.1.1',
      '6.1.2',
      '6.1.3',
      '6.2',
      '6.3',
      '7.1',
      '7.2',
      '7.3',
      '7.4',
      '7.5.1',
      '7.5.2',
      '7.5.3',
      '8.1',
      '8.2',
      '8.3',
      '9.1',
      '9.2.1',
      '9.2.2',
      '9.3.1',
      '9.3.2',
      '9.3.3',
      '10.1',
      '10.2',
    ]);
    expect(countByCategory('ISO27001')).toEqual({
      'Context of the organization': 4,
      Leadership: 3,
      Planning: 5,
      Support: 7,
      Operation: 3,
      'Performance evaluation': 6,
      Improvement: 2,
      'Organizational controls': 37,
      'People controls': 8,
      'Physical controls': 14,
      'Technological controls': 34,
    });
    const byId = new Map(frameworks.ISO27001.controls.map((control) => [control.id, control.name]));
    expect(byId.get('A.5.7')).toBe('Threat intelligence');
    expect(byId.get('A.8.28')).toBe('Secure coding');
    expect(byId.get('A.8.34')).toBe('Protection of information systems during audit testing');
  });

  it('lists the 22 HIPAA standards and 43 implementation specifications (21 required) of 164.308-316', () => {
    const controls = frameworks.HIPAA.controls;
    const standards = controls.filter((control) => control.hipaa?.kind === 'standard');
    const specifications = controls.flatMap((control) =>
      control.hipaa?.kind === 'specification' ? [control.hipaa] : [],
    );
    expect(standards).toHaveLength(22);
    expect(specifications).toHaveLength(43);
    expect(specifications.filter((spec) => spec.implementation === 'required')).toHaveLength(21);
    expect(specifications.filter((spec) => spec.implementation === 'addressable')).toHaveLength(22);
    const standardIds = new Set(standards.map((standard) => standard.id));
    expect(specifications.every((spec) => standardIds.has(spec.standard))).toBe(true);
    expect(
      standards.reduce<Record<string, number>>(
        (counts, s) => ({ ...counts, [s.category]: (counts[s.category] ?? 0) + 1 }),
        {},
      ),
    ).toEqual({
      'Administrative Safeguards': 9,
      'Physical Safeguards': 4,
      'Technical Safeguards': 5,
      'Organizational Requirements': 2,
      'Policies and Procedures and Documentation Requirements': 2,
    });
    expect(controls.find((control) => control.id === '164.312(a)(2)(iv)')).toMatchObject({
      name: 'Encryption and decryption',
      hipaa: { kind: 'specification', standard: '164.312(a)(1)', implementation: 'addressable' },
    });
  });

  it('covers 164.314 and 164.316 completely, every specification required as the CFR makes it', () => {
    const bySection = (section: string) =>
      frameworks.HIPAA.controls
        .filter((control) => control.id.startsWith(section))
        .map((control) => [
          control.id,
          control.hipaa?.kind === 'specification' ? control.hipaa.implementation : 'standard',
        ]);
    expect(bySection('164.314')).toEqual([
      ['164.314(a)(1)', 'standard'],
      ['164.314(a)(2)(i)', 'required'],
      ['164.314(a)(2)(ii)', 'required'],
      ['164.314(a)(2)(iii)', 'required'],
      ['164.314(b)(1)', 'standard'],
      ['164.314(b)(2)', 'required'],
    ]);
    expect(bySection('164.316')).toEqual([
      ['164.316(a)', 'standard'],
      ['164.316(b)(1)', 'standard'],
      ['164.316(b)(2)(i)', 'required'],
      ['164.316(b)(2)(ii)', 'required'],
      ['164.316(b)(2)(iii)', 'required'],
    ]);
    expect(frameworks.HIPAA.controls.find((control) => control.id === '164.316(b)(2)(i)')).toMatchObject({
      name: 'Time limit',
      hipaa: { standard: '164.316(b)(1)' },
    });
    expect(new Set(idsOf('HIPAA').map((id) => id.slice(0, 7)))).toEqual(
      new Set(['164.308', '164.310', '164.312', '164.314', '164.316']),
    );
  });

  it('lists the GDPR articles that carry obligations, with the representative and cooperation duties', () => {
    const articles = idsOf('GDPR').map((id) => Number(id.replace('Art. ', '')));
    const expected = [
      5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36,
      37, 38, 39, 44, 45, 46, 47, 48, 49,
    ];
    expect(articles).toEqual(expected);
    const byId = new Map(frameworks.GDPR.controls.map((control) => [control.id, control.name]));
    expect(byId.get('Art. 27')).toBe('Representatives of controllers or processors not established in the Union');
    expect(byId.get('Art. 31')).toBe('Cooperation with the supervisory authority');
  });

  it.each(frameworkIds)('%s has unique ids and every control maps to existing checks', (id) => {
    const controls = frameworks[id].controls;
    expect(new Set(controls.map((control) => control.id)).size).toBe(controls.length);
    for (const control of controls) {
      expect(control.checks.length).toBeGreaterThan(0);
      for (const check of control.checks) expect(checks).toHaveProperty([check]);
      expect(control.name.trim()).not.toBe('');
      expect(control.category.trim()).not.toBe('');
    }
  });

  it('shares checks across frameworks and leaves none unused', () => {
    const used = new Set(frameworkIds.flatMap((id) => frameworks[id].controls.flatMap((control) => control.checks)));
    expect([...used].sort()).toEqual(Object.keys(checks).sort());
    const frameworksUsing = (check: string) =>
      frameworkIds.filter((id) => frameworks[id].controls.some((control) => control.checks.some((c) => c === check)));
    expect(frameworksUsing('mfa.enforced')).toEqual(['SOC2', 'ISO27001', 'HIPAA', 'GDPR']);
    expect(Object.keys(checks).length).toBeGreaterThanOrEqual(20);
  });
});
