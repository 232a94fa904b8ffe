import { paths } from '@/app/paths';
import type { FrameworkId } from '@/contracts/enums';

/** The heat map of the control's framework with that control's details open (it reads ?framework= and ?control=). */
export const controlOnHeatmapPath = (framework: FrameworkId, controlId: string) =>
  `${paths.compliance}?${new URLSearchParams({ framework, control: controlId }).toString()}`;
