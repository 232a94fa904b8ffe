import { type ComponentProps, Suspense } from 'react';
import { lazyNamed } from '@/lib/lazyNamed';

// Only members who change the inventory open them: their forms stay out of the list everyone reads.
const AddAssetDialog = lazyNamed(
  () => import(/* webpackChunkName: "asset-dialogs" */ '@/features/assets/components/AddAssetDialog'),
  'AddAssetDialog',
);

const StewardshipDialog = lazyNamed(
  () => import(/* webpackChunkName: "asset-dialogs" */ '@/features/assets/components/StewardshipDialog'),
  'StewardshipDialog',
);

export const LazyAddAssetDialog = (props: ComponentProps<typeof AddAssetDialog>) => (
  <Suspense fallback={null}>
    <AddAssetDialog {...props} />
  </Suspense>
);

export const LazyStewardshipDialog = (props: ComponentProps<typeof StewardshipDialog>) => (
  <Suspense fallback={null}>
    <StewardshipDialog {...props} />
  </Suspense>
);
