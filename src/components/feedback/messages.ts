/** SPEC §2 error screens. */
export const crashText = {
  title: 'Oops! Something went wrong',
  body: 'An unexpected error stopped this page from loading. Your data is safe.',
  refresh: 'Refresh Page',
  retry: 'Try Again',
  home: 'Go to Homepage',
  supportHint: 'If the problem keeps happening, contact Securo support and tell us what you were doing.',
} as const;

export const routeErrorText = {
  title: 'Unexpected Application Error!',
  notFound: "The page you're looking for doesn't exist or has moved.",
  home: 'Back to home',
} as const;

/** An address that matches no screen: inside the shell for a signed-in visitor, a public page otherwise. */
export const notFoundText = {
  title: 'Page not found',
  body: 'There is no page at this address. It may have been mistyped, or the page has moved.',
  pathLabel: 'You asked for',
  dashboard: 'Go to dashboard',
  home: 'Back to home',
  signIn: 'Sign in',
} as const;

/** SPEC §4: what a server-data screen shows when it could not load. */
export const loadFailedText = {
  tryAgain: 'Try Again',
  hint: 'Check your connection and try again. If it keeps failing, the service may be busy for a moment.',
} as const;
