/* eslint-env node */
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS: it runs before anything is compiled */
// `npm start` on a fresh clone needs no separate build step: what is missing or older than its sources is built
// here, and what is fresh is left alone, so a warm start only pays for comparing modification times.
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const { buildServer, serverEntries, serverInputs, serverOutdir } = require('./buildServer');

const root = path.resolve(__dirname, '..');

const webAppInputs = [
  'src',
  'public',
  'webpack.config.ts',
  'scripts/chunkGroupScripts.ts',
  'scripts/prerenderPages.ts',
  'scripts/routeBudgets.ts',
  'tsconfig.json',
  'package-lock.json',
];

const newestModification = (target) => {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
};

const isStale = (output, inputs) => {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return inputs.some((input) => {
    const inputPath = path.join(root, input);
    return existsSync(inputPath) && newestModification(inputPath) > builtAt;
  });
};

const buildWebApp = () => {
  process.stdout.write('Building the web app (dist/ is missing or older than its sources)...\n');
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const ensureServer = async () => {
  const outputs = Object.keys(serverEntries).map((name) => path.join(serverOutdir, `${name}.js`));
  if (!outputs.some((output) => isStale(output, serverInputs))) return;
  process.stdout.write('Compiling the server (build/server/ is missing or older than its sources)...\n');
  await buildServer();
};

if (isStale(path.join(root, 'dist', 'index.html'), webAppInputs)) buildWebApp();
ensureServer().catch(() => {
  // esbuild has already printed the errors.
  process.exit(1);
});
