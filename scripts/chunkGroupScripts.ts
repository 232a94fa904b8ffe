import { type Compilation, WebpackError } from 'webpack';

/** The JavaScript files a named chunk group (a lazily loaded route) or an entry point loads, as the build wrote them. */
export const chunkGroupScripts = (compilation: Compilation, name: string): string[] => {
  const group = compilation.namedChunkGroups.get(name) ?? compilation.entrypoints.get(name);
  if (!group) throw new WebpackError(`The build makes no chunk named ${name}`);
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
};
