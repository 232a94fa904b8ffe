/* eslint-env node */
const fs = require('node:fs');
const path = require('node:path');
const { moduleBoundaryZones } = require('./lint/serverBoundaries.cjs');

const featuresDir = path.join(__dirname, 'src', 'features');
const features = fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());

/**
 * What a feature offers the others; everything else in a feature folder is private to it.
 * Paths are relative to src/features.
 */
const featureExports = [
  './toasts/useToast.ts',
  './toasts/useServerAction.ts',
  './toasts/toastsSlice.ts',
  './toasts/useLoadFailureToast.ts',
  './toasts/AppToaster.tsx',
  './auth/useAuth.ts',
  './auth/usePermission.ts',
  './auth/components/NotPermittedTooltip.tsx',
  './auth/components/RequirePermission.tsx',
  './auth/components/CurrentPasswordField.tsx',
  './auth/authApi.ts',
  './auth/pendingChallenge.ts',
  './auth/thunks.ts',
  './auth/Sealed.ts',
  './auth/userReplaced.ts',
  './twoFactor/twoFactorApi.ts',
  './twoFactor/components/TwoFactorCodeStep.tsx',
  './twoFactor/components/TwoFactorEnrolStep.tsx',
  './twoFactor/components/TwoFactorSettings.tsx',
  './settings/usePrimaryFramework.ts',
  './assessments/constants.ts',
  './assessments/useRunAssessment.ts',
  './assessments/components/RunAssessmentButton.tsx',
  './assessments/components/ControlStatusChip.tsx',
  './tasks/TasksTab.tsx',
  './tasks/components/ControlTasks.tsx',
  './tasks/components/TaskPriorityChip.tsx',
  './tasks/components/OwnerSelect.tsx',
  './reports/frameworkReport.ts',
  './compliance/complianceApi.ts',
  './evidence/controlLink.ts',
  './evidence/evidenceApi.ts',
  './evidence/useEvidenceChoices.ts',
  './evidence/components/ControlEvidence.tsx',
  './evidence/itemLink.ts',
  './comments/components/LazyCommentThread.tsx',
  './shareLinks/components/LazyShareDialog.ts',
  './controls/controlsApi.ts',
  './reviews/reviewsApi.ts',
  './policies/policiesApi.ts',
  './reviews/ReviewPanel.tsx',
  './reviews/ReviewNoteDialog.tsx',
  './reviews/constants.ts',
  './comments/text/safeHref.ts',
  './controls/controlListApi.ts',
  './controls/components/list/controlListView.ts',
  './controls/components/ConfigureControlDialog.tsx',
  './controls/components/ControlChecks.tsx',
  './scoreHistory/useWeekDeltas.ts',
  './scoreHistory/components/ScoreTrendChart.tsx',
  './scoreHistory/components/ControlScoreChanges.tsx',
  './myWork/myWorkApi.ts',
  './myWork/constants.ts',
];

/** Imports flow one way: contracts -> lib/components/api -> features -> app; the server sees only the contracts. */
const boundaryZones = [
  {
    target: './src/contracts',
    from: ['./src', './server'],
    except: ['./contracts'],
    message: 'The contracts are shared with the server: they import nothing but each other.',
  },
  {
    target: ['./src/lib', './src/components', './src/api'],
    from: './src/features',
    message: 'Shared code (lib, components, the API client) must not depend on a feature.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: './src/app',
    except: ['./paths.ts'],
    message: 'Shared code (lib, components) must not depend on the app, except its paths registry.',
  },
  {
    target: './src/api',
    from: './src/app',
    except: ['./store.ts'],
    message: 'The API client depends only on the store type.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...featureExports.filter((file) => !file.startsWith(`./${feature}/`))],
    message: `A feature uses another only through what it offers (featureExports in .eslintrc.cjs).`,
  })),
  {
    target: './server',
    from: './src',
    except: ['./contracts'],
    message: 'The server imports nothing from src/ but the contracts.',
  },
  ...moduleBoundaryZones(__dirname),
];

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react', 'react-hooks', 'import'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
    'prettier',
  ],
  settings: {
    react: { version: 'detect' },
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  env: { browser: true, node: true, es2022: true },
  ignorePatterns: ['dist/', 'data/', 'node_modules/', 'coverage/', 'playwright-report/', 'test-results/'],
  rules: {
    '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'no-console': ['error', { allow: ['warn', 'error'] }],
    'import/no-restricted-paths': ['error', { zones: boundaryZones }],
    // Type-only cycles are erased at build time; value cycles break module initialisation order.
    'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    'import/no-duplicates': ['error', { 'prefer-inline': true }],
  },
  overrides: [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      excludedFiles: ['src/app/hooks.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'react-redux',
                importNames: ['useDispatch', 'useSelector', 'useStore'],
                message: 'Use the typed hooks from @/app/hooks.',
              },
              { name: '@mui/material', message: 'Use one-level imports such as @mui/material/Button.' },
              { name: '@mui/icons-material', message: 'Use one-level imports such as @mui/icons-material/Menu.' },
            ],
          },
        ],
      },
    },
    {
      files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
      rules: { 'no-console': 'off' },
    },
  ],
};
