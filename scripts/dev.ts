import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort };

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '-r', 'ts-node/register', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

function stopAll(code: number) {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code);
}

children.forEach((child) => child.on('exit', (code) => stopAll(code ?? 0)));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
