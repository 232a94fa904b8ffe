import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// Packages published only as ES modules; Jest's CommonJS loader needs them down-levelled.
const esmOnlyPackages = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'jose',
  '@noble/hashes',
  '@scure/base',
  'marked',
];

type Project = Exclude<NonNullable<Config['projects']>[number], string>;

const common: Project = {
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
    '^.+\\.m?js$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  // Also where npm nests one under a dependency (otplib's plugins keep their own @noble/hashes).
  transformIgnorePatterns: [`/node_modules/(?!(?:.*/node_modules/)?(?:${esmOnlyPackages.join('|')})/)`],
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/data/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(png|jpe?g|svg|webp)$': '<rootDir>/__tests__/client/fileStub.ts',
  },
};

const config: Config = {
  // Jest's default (one fewer than the cores) is a single worker on two cores; the suites spend much of their time
  // waiting on databases, child processes and listeners, so a second worker pays even there.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker's heap grew to 2-2.6 GB over a run, and freeing it as the worker exits could outlast Jest's half-second
  // grace ("A worker process has failed to exit gracefully"): a worker past 1 GB after a file is replaced instead.
  workerIdleMemoryLimit: '1GB',
  // A test that makes its own database and seeds the demo's 90 days takes seconds on PostgreSQL on a busy machine.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/setup.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
    },
  ],
};

export default config;
