import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const buildInputs = [
  'src',
  'public',
  'webpack.config.ts',
  'scripts/chunkGroupScripts.ts',
  'scripts/prerenderPages.ts',
  'scripts/routeBudgets.ts',
  'tsconfig.json',
  'package-lock.json',
];

function newestModification(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function isBuildStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return buildInputs.some((input) => {
    const inputPath = path.join(root, input);
    return existsSync(inputPath) && newestModification(inputPath) > builtAt;
  });
}

if (isBuildStale()) {
  console.log('Building the web app (dist/ is missing or older than its sources)...');
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
