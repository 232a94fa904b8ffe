import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listSignals } from '../../../server/src/modules/signals/repository';
import { createAdminRunner } from '../helpers/adminCli';
import { newOrganization, signal } from '../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
const admin = createAdminRunner(() => database.db);
const dir = mkdtempSync(path.join(tmpdir(), 'securo-signals-'));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  admin.cleanup();
  rmSync(dir, { recursive: true, force: true });
  await database.dispose();
});

let fileCount = 0;
const file = (content: unknown) => {
  fileCount += 1;
  const name = path.join(dir, `signals-${fileCount}.json`);
  writeFileSync(name, typeof content === 'string' ? content : JSON.stringify(content));
  return name;
};

describe('signals:import', () => {
  it('records every signal of a JSON array and says how many, for the organisation named by name or id', async () => {
    const { organizationId } = await newOrganization(database.db, 'Initech');
    const signals = [
      signal('mfa.enforced', { compliant: 9, total: 12 }),
      signal('dpo.appointed', true, '2026-06-02T10:00:00+02:00'),
    ];

    const result = await admin.run('signals:import', 'Initech', file(signals));

    expect(result).toEqual({
      code: 0,
      out: 'Imported 2 signals for Initech. Run an assessment to see their effect.\n',
      err: '',
    });
    expect(await listSignals(database.db, organizationId)).toEqual([
      { key: 'dpo.appointed', value: true, source: 'test', observedAt: '2026-06-02T08:00:00.000Z' },
      {
        key: 'mfa.enforced',
        value: { compliant: 9, total: 12 },
        source: 'test',
        observedAt: '2026-06-01T00:00:00.000Z',
      },
    ]);
    const byId = await admin.run(
      'signals:import',
      organizationId,
      file({ signals: [signal('training.completionPct', 97)] }),
    );
    expect(byId.out).toBe('Imported 1 signal for Initech. Run an assessment to see their effect.\n');
  });

  it.each([
    [
      'an unreadable file',
      () => path.join(dir, 'missing.json'),
      /^Error: Cannot read .*missing\.json: no such file\n$/,
    ],
    ['broken JSON', () => file('[{"key": '), /^Error: .*signals-\d+\.json is not valid JSON/],
    [
      'the wrong shape',
      () => file({ key: 'dpo.appointed' }),
      /must hold a JSON array of signals or an object \{ "signals": \[\.\.\.\] \}/,
    ],
    ['an empty list', () => file({ signals: [] }), /holds no signals/],
    [
      'an unknown key',
      () => file([signal('dpo.appointed', true), signal('mfa.enabled', true)]),
      /^Error: Signal 1 \(mfa\.enabled\): Unknown signal key: mfa\.enabled\. Nothing was imported\./,
    ],
    [
      'a bad value',
      () =>
        file([
          signal('dpo.appointed', true),
          signal('backups.tested', true),
          signal('mfa.enforced', { compliant: 5, total: 2 }),
        ]),
      /^Error: Signal 1 \(backups\.tested\): Invalid value for backups\.tested: .+\. Nothing was imported\./,
    ],
    [
      'an item that is not an object',
      () => file([signal('dpo.appointed', true), 42]),
      /^Error: Signal 1: must be an object \{ key, value, source, observedAt \}\. Nothing was imported\./,
    ],
    [
      'a missing observedAt',
      () => file([{ key: 'dpo.appointed', value: true, source: 'x' }]),
      /^Error: Signal 0 \(dpo\.appointed\): observedAt is required/,
    ],
  ])('rejects %s with a clear error, exit 1 and nothing stored', async (_case, makeFile, message) => {
    const { organizationId } = await newOrganization(database.db);
    const result = await admin.run('signals:import', organizationId, makeFile());
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toMatch(message);
    expect(await listSignals(database.db, organizationId)).toEqual([]);
  });

  it('refuses a name that is not exact or that several organisations share, listing the candidates, and imports nothing', async () => {
    const first = await newOrganization(database.db, 'Umbrella');
    const second = await newOrganization(database.db, 'Umbrella');

    const lowercase = await admin.run('signals:import', 'umbrella', file([signal('dpo.appointed', true)]));
    expect(lowercase).toMatchObject({
      code: 1,
      err: expect.stringContaining('No organisation with id or name "umbrella"'),
    });

    const ambiguous = await admin.run('signals:import', 'Umbrella', file([signal('dpo.appointed', true)]));
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.out).toBe('');
    expect(ambiguous.err).toContain('2 organisations are named "Umbrella": pass the id of the one you mean.');
    expect(ambiguous.err).toMatch(new RegExp(`${first.organizationId}\\s+Umbrella\\s+\\d{4}-\\d{2}-\\d{2}`));
    expect(ambiguous.err).toContain(second.organizationId);
    expect(await listSignals(database.db, first.organizationId)).toEqual([]);
    expect(await listSignals(database.db, second.organizationId)).toEqual([]);
  });

  it('names the missing organisation or file', async () => {
    const missingOrganisation = await admin.run('signals:import');
    expect(missingOrganisation.err).toContain(
      'Missing organisation. Usage: npm run admin -- signals:import <organisation> <file.json>',
    );
    const unknown = await admin.run('signals:import', 'Nobody Inc', file([]));
    expect(unknown).toMatchObject({
      code: 1,
      err: expect.stringContaining('No organisation with id or name "Nobody Inc"'),
    });
    const { organizationId } = await newOrganization(database.db);
    expect((await admin.run('signals:import', organizationId)).err).toContain('Missing file. Usage:');
  });
});

describe('signals:show', () => {
  it('prints key, compact JSON value, source and observed time', async () => {
    const { organizationId } = await newOrganization(database.db, 'Globex');
    await admin.run(
      'signals:import',
      organizationId,
      file([signal('mfa.enforced', { compliant: 9, total: 12 }), signal('monitoring.alerting', false)]),
    );

    const result = await admin.run('signals:show', 'Globex');

    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Key\s+Value\s+Source\s+Observed \(UTC\)\n/);
    expect(result.out).toMatch(/mfa\.enforced\s+\{"compliant":9,"total":12\}\s+test\s+2026-06-01 00:00/);
    expect(result.out).toMatch(/monitoring\.alerting\s+false\s+test\s+2026-06-01 00:00/);
    expect(result.out).toContain('2 signals for Globex');
  });

  it('says when an organisation has no signals', async () => {
    const { organizationId } = await newOrganization(database.db);
    expect(await admin.run('signals:show', organizationId)).toEqual({
      code: 0,
      out: 'No signals recorded.\n',
      err: '',
    });
    expect((await admin.run('signals:show')).err).toContain(
      'Missing organisation. Usage: npm run admin -- signals:show <organisation>',
    );
  });

  it('is listed in --help', async () => {
    const help = await admin.run('--help');
    expect(help.out).toContain('signals:import <organisation> <file.json>');
    expect(help.out).toContain('signals:show <organisation>');
  });
});
