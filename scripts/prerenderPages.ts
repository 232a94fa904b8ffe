import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';
import { prerenderedPageFile, shellPage } from '../server/src/lib/builtPages';

type PrerenderBundle = {
  prerenderedPaths: readonly string[];
  renderPage: (pathname: string) => Promise<{ head: string; root: string }>;
};

// As the shell's minifier writes it, with or without the quotes.
const emptyRoot = /<div id="?root"?><\/div>/;

/**
 * Runs the server-side build of the app once it is emitted and writes each public page into the client build: the
 * shell's HTML (its scripts included) with the page's styles in the head and the page drawn into the root, beside its
 * brotli and gzip copies.
 */
export class PrerenderPagesPlugin {
  constructor(private readonly clientDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(PrerenderPagesPlugin.name, async (compilation) => {
      const bundlePath = path.join(compilation.outputOptions.path!, compilation.outputOptions.filename as string);
      delete require.cache[require.resolve(bundlePath)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is built in this same run
      const { prerenderedPaths, renderPage } = require(bundlePath) as PrerenderBundle;
      const shell = readFileSync(path.join(this.clientDir, shellPage), 'utf8');
      if (!emptyRoot.test(shell)) throw new Error(`${shellPage} has no empty root element to draw the pages into`);
      for (const pathname of prerenderedPaths) {
        const { head, root } = await renderPage(pathname);
        const html = shell.replace('</head>', () => `${head}</head>`).replace(emptyRoot, () => root);
        this.write(prerenderedPageFile(pathname)!, html);
      }
    });
  }

  private write(file: string, html: string): void {
    const target = path.join(this.clientDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
    writeFileSync(
      `${target}.br`,
      brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(`${target}.gz`, gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }));
  }
}
