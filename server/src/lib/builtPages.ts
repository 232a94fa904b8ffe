// The build writes these files and the server sends them: both read the names from here.

/** The client's shell: an empty root the app draws into, for every client route the build did not prerender. */
export const shellPage = 'app.html';

const pageName = /^[a-z0-9-]*$/;

/**
 * Where the build writes a public page rendered to HTML: / is index.html, /x is pages/x.html. Null for a path that can
 * name no such page (nested, or with characters no page name has).
 */
export const prerenderedPageFile = (pathname: string): string | null => {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  if (!pageName.test(name)) return null;
  return name === '' ? 'index.html' : `pages/${name}.html`;
};
