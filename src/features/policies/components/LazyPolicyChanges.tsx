import { type ComponentProps, Suspense } from 'react';
import { lazyNamed } from '@/lib/lazyNamed';

// Comparisons and rewrites are opened now and then: their code stays out of the policy page's budget, loading after it.
const VersionChanges = lazyNamed(
  () => import(/* webpackChunkName: "policy-diff" */ '@/features/policies/components/VersionChanges'),
  'VersionChanges',
);
const DraftComparison = lazyNamed(
  () => import(/* webpackChunkName: "policy-diff" */ '@/features/policies/components/DraftComparison'),
  'DraftComparison',
);
const SectionRewrites = lazyNamed(
  () => import(/* webpackChunkName: "policy-diff" */ '@/features/policies/components/SectionRewrites'),
  'SectionRewrites',
);

export const LazyVersionChanges = (props: ComponentProps<typeof VersionChanges>) => (
  <Suspense fallback={null}>
    <VersionChanges {...props} />
  </Suspense>
);

export const LazyDraftComparison = (props: ComponentProps<typeof DraftComparison>) => (
  <Suspense fallback={null}>
    <DraftComparison {...props} />
  </Suspense>
);

export const LazySectionRewrites = (props: ComponentProps<typeof SectionRewrites>) => (
  <Suspense fallback={null}>
    <SectionRewrites {...props} />
  </Suspense>
);
