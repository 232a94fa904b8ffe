import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LegacyESLint } from 'eslint/use-at-your-own-risk';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the lint configuration's own CommonJS helper
const { moduleBoundaryZones } = require('../../../lint/serverBoundaries.cjs') as {
  moduleBoundaryZones: (root: string) => unknown[];
};

const repositoryRoot = path.resolve(__dirname, '../../..');

/** A small server tree: each file's path and source. */
const writeTree = (root: string, files: Record<string, string>) => {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
};

const lint = async (files: Record<string, string>) => {
  const root = mkdtempSync(path.join(tmpdir(), 'securo-lint-'));
  try {
    writeTree(root, files);
    const eslint = new LegacyESLint({
      cwd: root,
      useEslintrc: false,
      resolvePluginsRelativeTo: repositoryRoot,
      overrideConfig: {
        parser: require.resolve('@typescript-eslint/parser'),
        parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
        plugins: ['import'],
        settings: { 'import/resolver': { node: { extensions: ['.ts'] } } },
        rules: { 'import/no-restricted-paths': ['error', { zones: moduleBoundaryZones(root), basePath: root }] },
      },
    });
    const results = await eslint.lintFiles(Object.keys(files).map((file) => path.join(root, file)));
    return Object.fromEntries(
      results.map((result) => [
        path.relative(root, result.filePath),
        result.messages.map((message) => message.message),
      ]),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};

describe('the server lint boundaries', () => {
  it('refuses a module that imports another module past its public entry, and accepts the entry', async () => {
    const messages = await lint({
      'server/src/modules/users/index.ts': "export { findUser } from './repository';\n",
      'server/src/modules/users/repository.ts': 'export const findUser = () => null;\n',
      'server/src/modules/tasks/viaEntry.ts': "import { findUser } from '../users';\nexport const a = findUser;\n",
      'server/src/modules/tasks/viaInternals.ts':
        "import { findUser } from '../users/repository';\nexport const b = findUser;\n",
    });
    expect(messages['server/src/modules/tasks/viaEntry.ts']).toEqual([]);
    expect(messages['server/src/modules/tasks/viaInternals.ts']).toEqual([
      expect.stringContaining('only through its public entry'),
    ]);
  });

  it('refuses both imports of two modules that import each other, naming the loop, type-only imports too', async () => {
    const messages = await lint({
      'server/src/modules/tasks/index.ts':
        "import type { Notice } from '../notifications';\nexport type Task = Notice;\n",
      'server/src/modules/notifications/index.ts':
        "import { type Task } from '../tasks';\nexport type Notice = { task?: Task };\n",
      'server/src/modules/users/index.ts': 'export const users = 1;\n',
    });
    expect(messages['server/src/modules/tasks/index.ts']).toEqual([
      expect.stringContaining('in a loop (tasks -> notifications -> tasks)'),
    ]);
    expect(messages['server/src/modules/notifications/index.ts']).toEqual([
      expect.stringContaining('in a loop (notifications -> tasks -> notifications)'),
    ]);
    expect(messages['server/src/modules/users/index.ts']).toEqual([]);
  });

  it('refuses the configuration, a migration and the kernel importing a module', async () => {
    const messages = await lint({
      'server/src/modules/users/index.ts': 'export const registrationModes = [];\n',
      'server/src/config.ts':
        "import { registrationModes } from './modules/users';\nexport const c = registrationModes;\n",
      'server/src/db/migrations/001Initial.ts':
        "import { registrationModes } from '../../modules/users';\nexport const m = registrationModes;\n",
      'server/src/core/actor.ts':
        "import { registrationModes } from '../modules/users';\nexport const k = registrationModes;\n",
    });
    for (const file of ['server/src/config.ts', 'server/src/db/migrations/001Initial.ts', 'server/src/core/actor.ts']) {
      expect(messages[file]).toEqual([expect.stringContaining('import no module')]);
    }
  });
});
