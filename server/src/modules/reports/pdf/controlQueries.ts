import type { ReportControl, ReportSnapshot } from '@/contracts/reports';

export const noControlsAssessed = 'No controls were assessed.';

export const allControls = (snapshot: ReportSnapshot): ReportControl[] =>
  snapshot.categories.flatMap((category) => category.controls);

const worstFirst = (controls: ReportControl[]): ReportControl[] =>
  [...controls].sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));

/** Critical controls, then warnings, each worst score first: the order an auditor reads findings in. */
export const failingControls = (snapshot: ReportSnapshot): ReportControl[] => {
  const controls = allControls(snapshot);
  return [
    ...worstFirst(controls.filter((control) => control.status === 'critical')),
    ...worstFirst(controls.filter((control) => control.status === 'warning')),
  ];
};

/** Each check behind a control and the integration or import its signal came from. */
export const checksSummary = (control: ReportControl): string =>
  control.checks.length === 0
    ? 'No checks'
    : control.checks.map((check) => `${check.name} — ${check.source ?? 'not observed'}`).join('\n');
