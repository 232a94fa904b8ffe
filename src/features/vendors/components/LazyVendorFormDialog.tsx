import { type ComponentProps, Suspense } from 'react';
import { lazyNamed } from '@/lib/lazyNamed';

// Only members who manage vendors open it: the form's code stays out of the register everyone reads.
const VendorFormDialog = lazyNamed(
  () => import(/* webpackChunkName: "vendor-form" */ '@/features/vendors/components/VendorFormDialog'),
  'VendorFormDialog',
);

/** The vendor form, loaded the first time it opens. */
export const LazyVendorFormDialog = (props: ComponentProps<typeof VendorFormDialog>) =>
  props.open ? (
    <Suspense fallback={null}>
      <VendorFormDialog {...props} />
    </Suspense>
  ) : null;
