import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';

/** One measure as a bench reports it: what was measured, the figure it must reach, and the figure it reached. */
export type Figure = { measure: string; target: string; figure: string };

/** A row of the results table: a figure, the bench that measured it, when and on what. */
export type ResultRow = Figure & { bench: string; date: string; machine: string };

export const resultsFile = path.join(__dirname, '..', 'RESULTS.md');

const columns = ['bench', 'measure', 'target', 'figure', 'date', 'machine'] as const;

const header = [
  '# Benchmark results',
  '',
  'The latest figure of each measure, written by `npm run bench` (how each bench works: `docs/benchmarks.md`). A run',
  'rewrites the rows of the benches it ran and keeps the others as they were; `npm run bench -- <bench>` refreshes one.',
  '',
].join('\n');

const recorded: Figure[] = [];

/** Called by a bench for each figure it prints beside a target; `npm run bench` writes them to the results table. */
export const record = (measure: string, target: string, figure: string) => {
  recorded.push({ measure, target, figure });
};

/** The figures recorded since the last call, which are then forgotten. */
export const takeRecorded = (): Figure[] => recorded.splice(0);

/** The machine a run measured on, as the table names it: `2 cores, <cpu model>, Node <version>`. */
export const describeMachine = () => {
  const model = cpus()[0]?.model.replace(/\s+/g, ' ').trim();
  return [`${availableParallelism()} cores`, model, `Node ${process.versions.node}`].filter(Boolean).join(', ');
};

const today = () => new Date().toISOString().slice(0, 10);

/** A cell's text: pipes escaped, line breaks folded, so each row stays one table row. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** The cells of one table line, split on unescaped pipes, unescaped and trimmed. */
const splitRow = (tableLine: string): string[] =>
  tableLine
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((text) => text.trim().replace(/\\\|/g, '|'));

const isTableLine = (text: string) => text.trim().startsWith('|');

type Parsed = { before: string[]; rows: ResultRow[]; after: string[] };

/** The text around the table, kept as written, and the table's rows. */
export function parseResults(markdown: string): Parsed {
  const lines = markdown.split('\n');
  const start = lines.findIndex(isTableLine);
  if (start === -1) return { before: lines, rows: [], after: [] };
  let end = start;
  while (end < lines.length && isTableLine(lines[end])) end += 1;
  // The header line and the delimiter line come first.
  const rows = lines.slice(start + 2, end).map((tableLine): ResultRow => {
    const [bench = '', measure = '', target = '', figure = '', date = '', machine = ''] = splitRow(tableLine);
    return { bench: bench.replace(/^`|`$/g, ''), measure, target, figure, date, machine };
  });
  return { before: lines.slice(0, start), rows, after: lines.slice(end) };
}

/** The table as prettier writes it: each column padded to its widest cell. */
export function renderTable(rows: ResultRow[]): string[] {
  const cells = [
    [...columns],
    ...rows.map((row) => [`\`${row.bench}\``, row.measure, row.target, row.figure, row.date, row.machine].map(cell)),
  ];
  const width = (text: string) => [...text].length;
  const widths = columns.map((_, column) => Math.max(3, ...cells.map((line) => width(line[column]))));
  const render = (line: string[]) =>
    `| ${line.map((text, column) => text + ' '.repeat(widths[column] - width(text))).join(' | ')} |`;
  const delimiter = `| ${widths.map((columnWidth) => '-'.repeat(columnWidth)).join(' | ')} |`;
  return [render(cells[0]), delimiter, ...cells.slice(1).map(render)];
}

/**
 * The results table with `bench`'s rows replaced by `figures`, in the place its first row held (or at the end), and
 * every other row kept as it was. No figures (a bench that skipped, say for want of a database) leaves its rows be.
 */
export function replaceBenchRows(
  markdown: string,
  bench: string,
  figures: Figure[],
  run: { date: string; machine: string },
): string {
  const { before, rows, after } = parseResults(markdown || header);
  if (figures.length === 0) return markdown;
  const fresh = figures.map((figure): ResultRow => ({ bench, ...figure, ...run }));
  const place = rows.findIndex((row) => row.bench === bench);
  const others = rows.filter((row) => row.bench !== bench);
  const at = place === -1 ? others.length : rows.slice(0, place).filter((row) => row.bench !== bench).length;
  const updated = [...others.slice(0, at), ...fresh, ...others.slice(at)];
  const text = [...before, ...renderTable(updated), ...after].join('\n');
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** Writes a bench's figures to the results table (bench/RESULTS.md unless told otherwise). */
export function writeBenchResults(
  bench: string,
  figures: Figure[],
  file = resultsFile,
  run = { date: today(), machine: describeMachine() },
) {
  if (figures.length === 0) return;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, replaceBenchRows(current, bench, figures, run));
}
