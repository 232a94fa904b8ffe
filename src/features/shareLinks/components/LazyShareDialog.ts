import { lazyNamed } from '@/lib/lazyNamed';

/** The share dialog, whose code loads when it is first opened: sharing is rare beside reading. */
export const LazyShareDialog = lazyNamed(
  () => import(/* webpackChunkName: "share-dialog" */ '@/features/shareLinks/components/ShareDialog'),
  'ShareDialog',
);
