import { type ComponentProps, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { assignmentText as text } from '@/features/policies/constants';
import { lazyNamed } from '@/lib/lazyNamed';

// Only members who manage policies see it: its code stays out of the page everyone reads.
const PolicyAssignment = lazyNamed(
  () => import(/* webpackChunkName: "policy-assignment" */ '@/features/policies/components/PolicyAssignment'),
  'PolicyAssignment',
);

export const LazyPolicyAssignment = (props: ComponentProps<typeof PolicyAssignment>) => (
  <Suspense fallback={<Typography color="text.secondary">{text.loading}</Typography>}>
    <PolicyAssignment {...props} />
  </Suspense>
);
