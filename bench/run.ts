import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { reportApiThroughput } from './apiThroughput';
import { reportAssistant } from './assistant';
import { reportAssessment } from './assessment';
import { reportAuditTrail } from './auditTrail';
import { reportCommentThread } from './commentThread';
import { reportMyWork } from './myWork';
import { reportEvidenceTransfer } from './evidenceTransfer';
import { reportIntegrationSync } from './integrationSync';
import { reportLandingBundle } from './landingBundle';
import { reportLighthouse } from './lighthouse';
import { reportPgScale } from './pgScale';
import { reportPolicies } from './policies';
import { reportProgrammeAssessment } from './programmeAssessment';
import { reportReportFairness } from './reportFairness';
import { reportReportGeneration } from './reportGeneration';
import { reportServerStart } from './serverStart';
import { reportScoreHistory } from './scoreHistory';
import { takeRecorded, writeBenchResults } from './lib/results';
import { type RunningServer, startServer } from './lib/startServer';

type Servers = { product: RunningServer; bare: RunningServer };
type Section = (servers: () => Promise<Servers>) => Promise<boolean>;

/**
 * The product as `npm start` runs it (compiled, built first when stale) and the bare baseline, started on first use
 * only: the in-process sections need neither.
 */
const lazyServers = () => {
  let started: Promise<Servers> | undefined;
  return {
    get: () =>
      (started ??= Promise.resolve()
        .then(() => {
          ensureBuild();
          compileBareFastify();
        })
        .then(() =>
          Promise.all([
            startServer('build/server/main.js', '/api/health'),
            startServer(compiledBareFastify, '/health'),
          ]),
        )
        .then(([product, bare]) => ({ product, bare }))),
    stop: async () => {
      if (!started) return;
      const { product, bare } = await started;
      await Promise.all([product.stop(), bare.stop()]);
    },
  };
};

/** `npm start`'s first step: builds the web app and the server when missing or older than their sources. */
const ensureBuild = () => {
  const build = spawnSync(process.execPath, [path.join(__dirname, '..', 'scripts', 'ensure-build.js')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the web app or the server failed');
};

const compiledBareFastify = 'build/bench/bareFastify.js';

/** The baseline is compiled as the server is, so both run as plain JavaScript on the same Node. */
const compileBareFastify = () => {
  const outdir = path.join(__dirname, '..', path.dirname(compiledBareFastify));
  const build = spawnSync(
    process.execPath,
    [path.join(__dirname, '..', 'scripts', 'buildServer.js'), '--outdir', outdir, 'bareFastify=bench/bareFastify.ts'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('Compiling the bare Fastify baseline failed');
};

const sections: Record<string, Section> = {
  bundle: async (servers) => reportLandingBundle((await servers()).product),
  lighthouse: async (servers) => reportLighthouse((await servers()).product),
  api: async (servers) => {
    const { product, bare } = await servers();
    return reportApiThroughput(product, bare);
  },
  assessment: () => reportAssessment(),
  programme: () => reportProgrammeAssessment(),
  audit: () => reportAuditTrail(),
  reports: () => reportReportGeneration(),
  fairness: () => reportReportFairness(),
  assistant: () => reportAssistant(),
  evidence: () => reportEvidenceTransfer(),
  integrations: () => reportIntegrationSync(),
  scale: () => reportPgScale(),
  history: () => reportScoreHistory(),
  comments: () => reportCommentThread(),
  myWork: () => reportMyWork(),
  policies: () => reportPolicies(),
  start: () => reportServerStart(),
};

/**
 * `npm run bench` runs every section; `npm run bench -- audit api` runs the named ones. Each section's figures
 * replace its rows in bench/RESULTS.md as soon as it ends; the other sections' rows stay.
 */
async function main(requested: string[]) {
  const unknown = requested.filter((name) => !(name in sections));
  if (unknown.length > 0)
    throw new Error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`);
  const servers = lazyServers();
  const outcomes: boolean[] = [];
  try {
    for (const name of requested.length > 0 ? requested : Object.keys(sections)) {
      takeRecorded();
      outcomes.push(await sections[name](servers.get));
      writeBenchResults(name, takeRecorded());
    }
  } finally {
    await servers.stop();
  }
  process.exitCode = outcomes.every(Boolean) ? 0 : 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
