/* eslint-env node */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The server's layers as import/no-restricted-paths zones. Paths are relative to the repository root.
 *
 * - A module imports another only through its public entry, `modules/<name>/index.ts`.
 * - Modules import each other one way: an import that closes a loop between modules is refused on both sides, naming
 *   the loop (type-only imports count, so the loop cannot hide in types).
 * - config.ts, db/ (the database, schema and migrations), core/ and lib/ import no module.
 */
const moduleImports = (modulesDir, name) => {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.[^']+)'/g)) {
          const [other] = path.relative(modulesDir, path.resolve(path.dirname(file), specifier)).split(path.sep);
          if (other && other !== name && other !== '..') found.add(other);
        }
      }
    }
  };
  walk(path.join(modulesDir, name));
  return found;
};

/** Every edge that lies on a loop, with the loop it lies on. */
const loopEdges = (graph) => {
  const edges = new Map();
  const reaches = (from, to, seen = new Set()) => {
    if (from === to) return [to];
    if (seen.has(from)) return null;
    seen.add(from);
    for (const next of graph.get(from) ?? []) {
      const rest = reaches(next, to, seen);
      if (rest) return [from, ...rest];
    }
    return null;
  };
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const back = reaches(to, from);
      if (back) edges.set(`${from} ${to}`, [from, ...back].join(' -> '));
    }
  }
  return edges;
};

const moduleBoundaryZones = (root, serverDir = 'server/src') => {
  const modulesDir = path.join(root, serverDir, 'modules');
  const modules = fs.readdirSync(modulesDir).filter((name) => fs.statSync(path.join(modulesDir, name)).isDirectory());
  const graph = new Map(modules.map((name) => [name, moduleImports(modulesDir, name)]));
  const at = (relative) => `./${path.posix.join(serverDir, relative)}`;
  const entries = modules.map((name) => `./${name}/index.ts`);
  const zones = modules.map((name) => ({
    target: at(`modules/${name}`),
    from: at('modules'),
    except: [`./${name}`, ...entries.filter((entry) => !entry.startsWith(`./${name}/`))],
    message: 'A module uses another only through its public entry (modules/<name>/index.ts).',
  }));
  for (const [edge, loop] of loopEdges(graph)) {
    const [from, to] = edge.split(' ');
    zones.push({
      target: at(`modules/${from}`),
      from: at(`modules/${to}`),
      message: `Modules must not import each other in a loop (${loop}): let one own it, or decouple them with a job.`,
    });
  }
  zones.push(
    {
      target: [at('config.ts'), at('db'), at('core'), at('lib')],
      from: [at('modules'), at('demo')],
      message: 'The configuration, the database, the kernel (core/) and lib/ import no module: modules build on them.',
    },
    {
      target: at('lib'),
      from: [at('core'), at('db'), at('plugins')],
      message: 'lib/ holds plain helpers: it imports nothing of the server.',
    },
  );
  return zones;
};

module.exports = { moduleBoundaryZones };
