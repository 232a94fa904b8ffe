/* eslint-env node */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry that a worker thread requires before any loader */
// A pool thread starts without the TypeScript loader its parent runs under (ts-node for the server, ts-jest for the
// tests), so it registers ts-node itself before loading the tasks' source.
const path = require('node:path');

require('ts-node').register({
  project: path.join(__dirname, '..', '..', 'tsconfig.json'),
  transpileOnly: true,
  compilerOptions: { module: 'CommonJS' },
});

module.exports = require('./workerTasks.ts');
