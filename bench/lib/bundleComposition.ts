import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a source named by a webpack source map comes from: its npm package, its folder under src/ (two levels at
 * most, as `src/features/landing`), or webpack's own runtime.
 */
export const originOf = (source: string | null): string => {
  if (source === null) return 'unmapped';
  const npmPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npmPackage) return npmPackage[1];
  const appFile = /\/(src\/.+)$/.exec(source);
  if (appFile) return path.posix.dirname(appFile[1]).split('/').slice(0, 3).join('/');
  return source.includes('/webpack/') ? 'webpack runtime' : 'unmapped';
};

/** How many characters of the generated code each origin wrote, following the map's segments line by line. */
export const generatedCharactersByOrigin = (code: string, map: string): Map<string, number> => {
  const lineLengths = code.split('\n').map((text) => text.length);
  const characters = new Map<string, number>();
  const add = (origin: string, count: number) => characters.set(origin, (characters.get(origin) ?? 0) + count);
  let previous: { line: number; column: number; origin: string } | undefined;
  const closePrevious = (line: number, column: number) => {
    if (!previous) return;
    add(
      previous.origin,
      previous.line === line ? column - previous.column : lineLengths[previous.line - 1] - previous.column,
    );
  };
  eachMapping(new TraceMap(map), (mapping) => {
    closePrevious(mapping.generatedLine, mapping.generatedColumn);
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, origin: originOf(mapping.source) };
  });
  closePrevious(Number.POSITIVE_INFINITY, 0);
  return characters;
};

/**
 * Each script's gzip size shared among the origins of its code, in proportion to the minified characters they wrote:
 * an estimate (gzip does not shrink every part alike) that adds up to the scripts' measured total.
 */
export const gzipBytesByOrigin = (scripts: { file: string; gzipBytes: number }[]): Map<string, number> => {
  const shares = new Map<string, number>();
  for (const { file, gzipBytes } of scripts) {
    const characters = generatedCharactersByOrigin(readFileSync(file, 'utf8'), readFileSync(`${file}.map`, 'utf8'));
    const mapped = [...characters.values()].reduce((sum, count) => sum + count, 0);
    for (const [origin, count] of characters) {
      shares.set(origin, (shares.get(origin) ?? 0) + (gzipBytes * count) / mapped);
    }
  }
  return shares;
};
