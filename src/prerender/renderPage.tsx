import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '@/app/App';
import { paths } from '@/app/paths';
import { prerenderedStateBlock } from '@/app/prerenderedState';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';

const origin = 'http://localhost';

/** The public pages the build renders to HTML; the browser hydrates each from the same routes. */
export const prerenderedPaths = [paths.home, paths.founders, paths.wishlist, paths.login];

export type RenderedPage = { head: string; root: string };

/**
 * Emotion's cache in compat mode collects every rule the page uses instead of writing a style element beside each
 * component: one element in the head, which the browser's emotion reads as already inserted.
 */
const collectingStyles = () => {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const styleElement = () => {
    const rules = Object.entries(cache.inserted).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    const names = rules.map(([name]) => name).join(' ');
    return `<style data-emotion="${cache.key} ${names}">${rules.map(([, css]) => css).join('')}</style>`;
  };
  return { cache, styleElement };
};

/** A public page as the browser first draws it, from the same routes and store it then hydrates with. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) throw new Error(`${pathname} redirects: only a page can be prerendered`);
  const store = makeStore();
  const styles = collectingStyles();
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={styles.cache}>
      <App store={store}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </App>
    </CacheProvider>,
  );
  const html = await text(prelude.pipe(new PassThrough()));
  return {
    head: styles.styleElement(),
    root: `<div id="root">${html}</div>${prerenderedStateBlock(store.getState())}`,
  };
}
