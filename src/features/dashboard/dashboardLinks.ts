import { paths } from '@/app/paths';
import type { ControlStatus, FrameworkId } from '@/contracts/enums';

/** The heat map of the framework in view, filtered to one status. */
export const heatMapLink = (framework: FrameworkId, filter: ControlStatus) =>
  `${paths.compliance}?${new URLSearchParams({ framework, filter })}`;

/** The framework's controls that nobody owns yet. */
export const unownedControlsLink = (framework: FrameworkId) =>
  `${paths.controls}?${new URLSearchParams({ framework, filter: 'unowned' })}`;
