import type { ReportControl } from '@/contracts/reports';

/** How HIPAA names a control: a standard, or one of its implementation specifications, required or addressable. */
export const hipaaKind = (control: ReportControl): string => {
  if (!control.hipaa) return '—';
  if (control.hipaa.kind === 'standard') return 'Standard';
  return control.hipaa.implementation === 'addressable' ? 'Specification (Addressable)' : 'Specification (Required)';
};

const specificationCount = (controls: ReportControl[], implementation: 'required' | 'addressable'): string => {
  const specifications = controls.filter(
    (control) => control.hipaa?.kind === 'specification' && control.hipaa.implementation === implementation,
  );
  const passed = specifications.filter((control) => control.status === 'passed').length;
  return `${specifications.length} ${implementation === 'required' ? 'Required' : 'Addressable'} (${passed} passed)`;
};

export const hipaaSpecificationSummary = (controls: ReportControl[]): string =>
  `Implementation specifications: ${specificationCount(controls, 'required')}, ` +
  `${specificationCount(controls, 'addressable')}.`;
