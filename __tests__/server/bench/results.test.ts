import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  describeMachine,
  parseResults,
  record,
  replaceBenchRows,
  takeRecorded,
  writeBenchResults,
} from '../../../bench/lib/results';

const earlier = { date: '2026-11-27', machine: '2 cores, Node 20' };
const later = { date: '2026-12-03', machine: '2 cores, Example CPU, Node 20.19.0' };

const seeded = replaceBenchRows(
  replaceBenchRows(
    replaceBenchRows(
      '',
      'assessment',
      [{ measure: 'one assessment', target: 'p95 ≤ 50 ms', figure: 'median 7.0 ms, p95 11.9 ms' }],
      earlier,
    ),
    'audit',
    [
      { measure: 'first page', target: 'p95 ≤ 20 ms', figure: 'p95 2.0 ms' },
      { measure: 'export', target: '≥ 200,000 rows/s', figure: '225,766 rows/s' },
    ],
    earlier,
  ),
  'assistant',
  [{ measure: 'an answer', target: 'p95 ≤ 100 ms', figure: 'p95 4.7 ms' }],
  earlier,
);

describe('the benchmark results table', () => {
  it('replaces the rows of the bench that ran, in their place, and keeps every other row as it was', () => {
    const updated = replaceBenchRows(
      seeded,
      'audit',
      [{ measure: 'first page', target: 'p95 ≤ 20 ms', figure: 'p95 1.8 ms' }],
      later,
    );
    expect(parseResults(updated).rows).toEqual([
      {
        bench: 'assessment',
        measure: 'one assessment',
        target: 'p95 ≤ 50 ms',
        figure: 'median 7.0 ms, p95 11.9 ms',
        ...earlier,
      },
      { bench: 'audit', measure: 'first page', target: 'p95 ≤ 20 ms', figure: 'p95 1.8 ms', ...later },
      { bench: 'assistant', measure: 'an answer', target: 'p95 ≤ 100 ms', figure: 'p95 4.7 ms', ...earlier },
    ]);
  });

  it('adds the rows of a bench it has not seen at the end', () => {
    const updated = replaceBenchRows(
      seeded,
      'reports',
      [{ measure: 'a PDF', target: '≤ 2 s', figure: '85.7 ms' }],
      later,
    );
    expect(parseResults(updated).rows.map((row) => row.bench)).toEqual([
      'assessment',
      'audit',
      'audit',
      'assistant',
      'reports',
    ]);
  });

  it('leaves the table as it was when a bench recorded nothing (skipped)', () => {
    expect(replaceBenchRows(seeded, 'audit', [], later)).toBe(seeded);
  });

  it('keeps the text around the table and writes columns padded as prettier writes them', () => {
    const withNotes = `${seeded}\nA note after the table.\n`;
    const updated = replaceBenchRows(
      withNotes,
      'assistant',
      [{ measure: 'an answer', target: '', figure: 'a | b' }],
      later,
    );
    const lines = updated.split('\n');
    expect(lines[0]).toBe('# Benchmark results');
    expect(updated).toContain('\nA note after the table.\n');
    const table = lines.filter((text) => text.startsWith('|'));
    expect(table[0]).toMatch(/^\| bench +\| measure +\| target +\| figure +\| date +\| machine +\|$/);
    expect(table[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \| -+ \| -+ \|$/);
    expect(new Set(table.map((text) => [...text].length)).size).toBe(1);
    expect(parseResults(updated).rows.find((row) => row.bench === 'assistant')?.figure).toBe('a | b');
  });

  it('writes what a run recorded to the file, naming the machine', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'securo-bench-results-'));
    try {
      const file = path.join(folder, 'RESULTS.md');
      writeFileSync(file, seeded);
      record('one assessment', 'p95 ≤ 50 ms', 'median 6.5 ms, p95 10.0 ms');
      writeBenchResults('assessment', takeRecorded(), file, { date: '2026-12-04', machine: describeMachine() });
      expect(takeRecorded()).toEqual([]);
      const rows = parseResults(readFileSync(file, 'utf8')).rows;
      expect(rows[0]).toMatchObject({ bench: 'assessment', figure: 'median 6.5 ms, p95 10.0 ms', date: '2026-12-04' });
      expect(rows[0].machine).toMatch(/^\d+ cores, .*Node \d+\.\d+\.\d+$/);
      expect(rows.slice(1)).toEqual(parseResults(seeded).rows.slice(1));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
