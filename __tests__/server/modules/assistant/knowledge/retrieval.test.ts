import { frameworks } from '../../../../../server/src/frameworks';
import { checkIds } from '../../../../../server/src/frameworks/checks';
import { createKnowledgeIndex, type RetrievedSource } from '../../../../../server/src/modules/assistant/knowledge';
import type { FrameworkId } from '@/contracts/enums';
import { questions } from './questions';

const index = createKnowledgeIndex();

const keyOf = (source: RetrievedSource) =>
  source.kind === 'control' ? `${source.framework}:${source.controlId}` : `check:${source.checkId}`;

const topKeys = (question: string, options?: Parameters<typeof index.search>[1]) =>
  index.search(question, options).map(keyOf);

const checksOf = ({ framework, controlId }: { framework: FrameworkId; controlId: string }) =>
  frameworks[framework].controls.find((control) => control.id === controlId)?.checks;

const knownKeys = new Set([
  ...Object.values(frameworks).flatMap(({ id, controls }) => controls.map((control) => `${id}:${control.id}`)),
  ...checkIds.map((checkId) => `check:${checkId}`),
]);

describe('knowledge retrieval', () => {
  it('evaluates at least 100 questions whose expected sources all exist in the catalogues', () => {
    expect(questions.length).toBeGreaterThanOrEqual(100);
    const unknown = questions.flatMap(({ expected }) => expected.filter((key) => !knownKeys.has(key)));
    expect(unknown).toEqual([]);
  });

  it('finds an expected source in the top 5 for at least 90% of the evaluation questions', () => {
    const misses = questions
      .map(({ question, expected }) => ({ question, expected, got: topKeys(question, { limit: 5 }) }))
      .filter(({ expected, got }) => !expected.some((key) => got.includes(key)));
    const recall = (questions.length - misses.length) / questions.length;
    process.stdout.write(
      `recall@5 ${recall.toFixed(3)} (${questions.length - misses.length}/${questions.length})\n` +
        misses
          .map(({ question, expected, got }) => `  miss: ${question}\n    want ${expected}\n    got  ${got}\n`)
          .join(''),
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ['Our auditor is asking about CC7.4', 'SOC2:CC7.4'],
    ['A.5.15', 'ISO27001:A.5.15'],
    ['what about annex A 8.24 for our key management?', 'ISO27001:A.8.24'],
    ['Art. 32', 'GDPR:Art. 32'],
    ['what does article 33 require', 'GDPR:Art. 33'],
    ['164.312(a)(2)(iv) encryption', 'HIPAA:164.312(a)(2)(iv)'],
    ['§164.312(a)(2)(iv)(A)', 'HIPAA:164.312(a)(2)(iv)'],
    ['ISO 27001 8.5 secure authentication', 'ISO27001:A.8.5'],
  ])('puts a control cited by id first: %s', (question, expected) => {
    expect(topKeys(question)[0]).toBe(expected);
  });

  it('keeps several cited controls in the order cited', () => {
    expect(topKeys('GDPR articles 33 and 34').slice(0, 2)).toEqual(['GDPR:Art. 33', 'GDPR:Art. 34']);
  });

  it('does not read a SOC 2 availability criterion as an ISO control, or a version number as a control', () => {
    expect(topKeys('A1.2 backups')[0]).toBe('SOC2:A1.2');
    const tls = topKeys('TLS 1.2 minimum version');
    expect(tls[0]).toMatch(/^check:/);
    expect(tls.slice(0, 5)).toContain('check:encryption.inTransit');
  });

  it('matches synonyms: 2FA finds the MFA check and the controls scored on it', () => {
    const found = index.search('2FA', { limit: 10 });
    expect(keyOf(found[0])).toBe('check:mfa.enforced');
    const controls = found.filter((source) => source.kind === 'control');
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(checksOf(control)).toContain('mfa.enforced');
    expect(topKeys('two-factor login for admins')).toContain('check:mfa.enforced');
    expect(topKeys('protected health information at rest', { framework: 'HIPAA' })).toContain(
      'HIPAA:164.312(a)(2)(iv)',
    );
  });

  it.each([
    ['HIPAA', 'HIPAA access control'],
    ['ISO27001', 'ISO 27001 access control'],
    ['GDPR', 'GDPR access control'],
    ['SOC2', 'SOC 2 access control'],
  ] as const)('ranks the controls of a framework named in the question first (%s)', (framework, question) => {
    const controls = index.search(question).filter((source) => source.kind === 'control');
    expect(controls.length).toBeGreaterThan(0);
    expect(controls[0]).toMatchObject({ framework });
  });

  it('returns only the requested framework when one is given, and checks alongside it', () => {
    const found = index.search('encryption at rest', { framework: 'GDPR', limit: 10 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((source) => source.kind === 'check' || source.framework === 'GDPR')).toBe(true);
    expect(found.map(keyOf)).toEqual(expect.arrayContaining(['check:encryption.atRest', 'GDPR:Art. 32']));
    expect(topKeys('CC6.1', { framework: 'HIPAA' })).not.toContain('SOC2:CC6.1');
  });

  it('returns nothing to ground an empty, filler-only or nonsense question on', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('   ?! ')).toEqual([]);
    expect(index.search('how do we do this?')).toEqual([]);
    expect(index.search('qwxz blorptang zzyzx')).toEqual([]);
  });

  it('scores in descending order and honours the limit', () => {
    const found = index.search('backup restore testing', { limit: 7 });
    expect(found).toHaveLength(7);
    const scores = found.map((source) => source.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
