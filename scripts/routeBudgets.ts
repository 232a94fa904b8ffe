import { gzipSync } from 'node:zlib';
import { type Compilation, type Compiler, WebpackError } from 'webpack';
import { chunkGroupScripts } from './chunkGroupScripts';

/** Kilobytes of gzipped JavaScript per route chunk. */
type Budgets = Record<string, number>;

export type RouteBudgets = {
  landing: string;
  shell: string;
  /** Pages a visitor may open first: everything they load counts. */
  firstPages: Budgets;
  /** Signed-in screens: what they load, with the shell, beyond what the landing page loaded counts. */
  screens: Budgets;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fails the production build when a route's JavaScript, gzipped at level 9 as a browser would receive it, grows past
 * its budget. Routes are the named chunks the router loads lazily; the entry point's chunks are part of every route.
 */
export class RouteBudgetPlugin {
  constructor(private readonly budgets: RouteBudgets) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(RouteBudgetPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: RouteBudgetPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => this.check(compilation, compiler.getInfrastructureLogger(RouteBudgetPlugin.name)),
      );
    });
  }

  private check(compilation: Compilation, logger: ReturnType<Compiler['getInfrastructureLogger']>): void {
    const gzipped = new Map<string, number>();
    const sizeOf = (files: Set<string>) =>
      [...files].reduce((total, file) => {
        if (!gzipped.has(file))
          gzipped.set(file, gzipSync(compilation.getAsset(file)!.source.buffer(), { level: 9 }).length);
        return total + gzipped.get(file)!;
      }, 0);
    const scriptsOf = (...groups: string[]) => new Set(groups.flatMap((name) => chunkGroupScripts(compilation, name)));
    const entry = [...compilation.entrypoints.keys()];
    const landing = scriptsOf(...entry, this.budgets.landing);

    const verdicts = [
      ...Object.entries(this.budgets.firstPages).map(([chunk, budgetKb]) => ({
        route: chunk,
        bytes: sizeOf(scriptsOf(...entry, chunk)),
        budgetKb,
        measure: 'in all',
      })),
      ...Object.entries(this.budgets.screens).map(([chunk, budgetKb]) => {
        const beyondLanding = new Set(
          [...scriptsOf(...entry, this.budgets.shell, chunk)].filter((f) => !landing.has(f)),
        );
        return { route: chunk, bytes: sizeOf(beyondLanding), budgetKb, measure: 'beyond the landing page' };
      }),
    ];
    for (const { route, bytes, budgetKb, measure } of verdicts) {
      const within = bytes <= budgetKb * 1024;
      logger.info(`${route}: ${kb(bytes)} gz ${measure} (budget ${budgetKb} KB)${within ? '' : ' OVER BUDGET'}`);
      if (!within) {
        compilation.errors.push(
          new WebpackError(
            `Route "${route}" loads ${kb(bytes)} of gzipped JavaScript ${measure}: its budget is ${budgetKb} KB`,
          ),
        );
      }
    }
  }
}
