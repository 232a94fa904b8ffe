import { type ComponentProps, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { approversText as text } from '@/features/policies/constants';
import { lazyNamed } from '@/lib/lazyNamed';

// Only members who manage policies see it: its code stays out of the page everyone reads.
const PolicyApprovers = lazyNamed(
  () => import(/* webpackChunkName: "policy-approvers" */ '@/features/policies/components/PolicyApprovers'),
  'PolicyApprovers',
);

export const LazyPolicyApprovers = (props: ComponentProps<typeof PolicyApprovers>) => (
  <Suspense fallback={<Typography color="text.secondary">{text.loading}</Typography>}>
    <PolicyApprovers {...props} />
  </Suspense>
);
