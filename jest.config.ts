import type { Config } from 'jest';

// Packages published only as ES modules; Jest's CommonJS loader needs them down-levelled.
const esmOnlyPackages = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'jose',
  '@noble/hashes',
  '@scure/base',
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
