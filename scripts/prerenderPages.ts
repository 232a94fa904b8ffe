import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';
import { prerenderedPageFile, shellPage } from '../server/src/lib/builtPages';
import { chunkGroupScripts } from './chunkGroupScripts';

type PrerenderBundle = {
  prerenderedPaths: readonly string[];
  renderPage: (pathname: string) => Promise<{ head: string; root: string }>;
};

// As the shell's minifier writes them, with or without the quotes.
const emptyRoot = /<div id="?root"?><\/div>/;
const appScript = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;

/** The client build's entry that loads the app's scripts into a prerendered page (src/prerender/loadAppAfterPaint). */
export const afterPaintEntry = 'after-paint';

/**
 * The shell's app scripts swapped for the one loader that asks for them once the page has painted, followed by the
 * scripts of the page's own route. Named there, they download beside the entry's instead of after them, and the app
 * finds them already asked for when it loads the route it hydrates.
 */
export const withScriptsAfterPaint = (shell: string, loaderSrc: string, routeScripts: readonly string[]): string => {
  const appScripts = [...shell.matchAll(appScript)].map(([, src]) => src);
  if (appScripts.length === 0) throw new Error(`${shellPage} names no deferred script to load after the first paint`);
  const scripts = [...new Set([...appScripts, ...routeScripts])];
  const loader = `<script defer src="${loaderSrc}" data-scripts="${scripts.join(' ')}"></script>`;
  return shell.replace(appScript, '').replace('</head>', () => `${loader}</head>`);
};

/** Where the client build wrote the after-paint loader (its name carries a content hash). */
const afterPaintLoader = (clientDir: string, publicPath: string): string => {
  const assets = path.join(clientDir, 'assets');
  const found = readdirSync(assets).filter((file) => file.startsWith(`${afterPaintEntry}.`) && file.endsWith('.js'));
  if (found.length !== 1) throw new Error(`Expected one ${afterPaintEntry} script in ${assets}, found ${found.length}`);
  return `${publicPath}assets/${found[0]}`;
};

/**
 * Runs the server-side build of the app once it is emitted and writes each public page into the client build: the
 * shell's HTML with the page's styles in the head, the page drawn into the root and its scripts loaded after the first
 * paint, beside its brotli and gzip copies. `pageChunks` names the route chunk each prerendered page draws.
 */
export class PrerenderPagesPlugin {
  private readonly routeScripts = new Map<string, string[]>();

  constructor(
    private readonly clientDir: string,
    private readonly pageChunks: Readonly<Record<string, string>>,
  ) {}

  /** Applied to the client build: records the scripts of each prerendered page's route chunk. */
  readonly recordRouteScripts = {
    apply: (compiler: Compiler): void => {
      compiler.hooks.afterEmit.tap(PrerenderPagesPlugin.name, (compilation) => {
        const publicPath = compilation.outputOptions.publicPath as string;
        for (const [pathname, chunk] of Object.entries(this.pageChunks))
          this.routeScripts.set(
            pathname,
            chunkGroupScripts(compilation, chunk).map((file) => `${publicPath}${file}`),
          );
      });
    },
  };

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(PrerenderPagesPlugin.name, async (compilation) => {
      const bundlePath = path.join(compilation.outputOptions.path!, compilation.outputOptions.filename as string);
      delete require.cache[require.resolve(bundlePath)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is built in this same run
      const { prerenderedPaths, renderPage } = require(bundlePath) as PrerenderBundle;
      const shell = readFileSync(path.join(this.clientDir, shellPage), 'utf8');
      if (!emptyRoot.test(shell)) throw new Error(`${shellPage} has no empty root element to draw the pages into`);
      const loaderSrc = afterPaintLoader(this.clientDir, compilation.outputOptions.publicPath as string);
      for (const pathname of prerenderedPaths) {
        const routeScripts = this.routeScripts.get(pathname);
        if (!routeScripts) throw new Error(`No route chunk is named for the prerendered page ${pathname}`);
        const { head, root } = await renderPage(pathname);
        const html = withScriptsAfterPaint(shell, loaderSrc, routeScripts)
          .replace('</head>', () => `${head}</head>`)
          .replace(emptyRoot, () => root);
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
