import { paths } from '@/app/paths';
import { controlLabel } from '@/contracts/controls';
import { frameworkLabels, isFrameworkId } from '@/contracts/enums';
import type { RelatedControl } from '@/contracts/evidence';

/** The locker filtered to one control's evidence, as the heat map's View Evidence opens it. */
export const evidenceForControlPath = ({ framework, controlId }: RelatedControl) =>
  `${paths.evidenceLocker}?${new URLSearchParams({ framework, control: controlId }).toString()}`;

/** The control `evidenceForControlPath` named, or null when the link names none (or no known framework). */
export const linkedControlFrom = (params: URLSearchParams): RelatedControl | null => {
  const framework = params.get('framework');
  const controlId = params.get('control');
  return isFrameworkId(framework) && controlId ? { framework, controlId } : null;
};

/** How a related control reads: "SOC 2 CC6.1", "GDPR Art. 32". */
export const relatedControlName = ({ framework, controlId }: RelatedControl) =>
  `${frameworkLabels[framework]} ${controlLabel(controlId)}`;
