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
