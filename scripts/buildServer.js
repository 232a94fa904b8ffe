/* eslint-env node */
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, so `npm start` runs it without a TypeScript loader */
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Where `npm start` finds the compiled server. */
const serverOutdir = path.join(root, 'build', 'server');

/**
 * The server's entry points, by output name. workerTasks is what the pool's threads load: compiled, they need no
 * TypeScript loader.
 */
const serverEntries = {
  main: 'server/src/main.ts',
  admin: 'server/src/cli/admin.ts',
  workerTasks: 'server/src/workerTasks.ts',
};

/** What the server is compiled from: a change to any of these makes the build stale. */
const serverInputs = ['server/src', 'src/contracts', 'tsconfig.json', 'package-lock.json', 'scripts/buildServer.js'];

/**
 * Bundles the given entries (output name -> source path) into outdir as CommonJS for Node 20. Packages stay
 * external and are required from node_modules at run time, so files they read beside themselves (fonts, swagger-ui's
 * assets, native drivers) are found as they are under ts-node.
 */
const buildServer = ({ entries = serverEntries, outdir = serverOutdir } = {}) =>
  // Required here, not on load: a warm `npm start` only compares modification times and never needs it.
  require('esbuild').build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, source]) => [name, path.resolve(root, source)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });

module.exports = { buildServer, serverEntries, serverInputs, serverOutdir };

/** `node scripts/buildServer.js [--outdir DIR] [name=source ...]`: the server's entries into build/server/ unless told. */
const parseArguments = (args) => {
  const outdirFlag = args.indexOf('--outdir');
  const outdir = outdirFlag === -1 ? serverOutdir : path.resolve(args[outdirFlag + 1]);
  const named = args.filter((arg) => arg.includes('=')).map((arg) => arg.split('='));
  return { outdir, entries: named.length > 0 ? Object.fromEntries(named) : serverEntries };
};

if (require.main === module) {
  buildServer(parseArguments(process.argv.slice(2))).catch(() => {
    // esbuild has already printed the errors.
    process.exit(1);
  });
}
