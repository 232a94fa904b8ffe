import { type ComponentProps, Suspense } from 'react';
import { lazyNamed } from '@/lib/lazyNamed';

// The chart library and the forms' pickers are most of the screen's weight: they load after the register shows.
const RiskMatrix = lazyNamed(
  () => import(/* webpackChunkName: "risk-matrix" */ '@/features/risks/components/RiskMatrix'),
  'RiskMatrix',
);
const RiskDialog = lazyNamed(
  () => import(/* webpackChunkName: "risk-forms" */ '@/features/risks/components/RiskDialog'),
  'RiskDialog',
);
const RecordAssessmentDialog = lazyNamed(
  () => import(/* webpackChunkName: "risk-forms" */ '@/features/risks/components/RecordAssessmentDialog'),
  'RecordAssessmentDialog',
);

export const LazyRiskMatrix = (props: ComponentProps<typeof RiskMatrix>) => (
  <Suspense fallback={null}>
    <RiskMatrix {...props} />
  </Suspense>
);

export const LazyRiskDialog = (props: ComponentProps<typeof RiskDialog>) => (
  <Suspense fallback={null}>
    <RiskDialog {...props} />
  </Suspense>
);

export const LazyRecordAssessmentDialog = (props: ComponentProps<typeof RecordAssessmentDialog>) => (
  <Suspense fallback={null}>
    <RecordAssessmentDialog {...props} />
  </Suspense>
);
