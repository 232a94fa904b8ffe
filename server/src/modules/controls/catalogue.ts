import type { FrameworkId } from '@/contracts/enums';
import { AppError } from '../../core/appError';
import { frameworks } from '../../frameworks';
import type { Control } from '../../frameworks/types';

export const controlNotFound = 'Control not found';

export const requireControl = (framework: FrameworkId, controlId: string): Control => {
  const control = frameworks[framework].controls.find((candidate) => candidate.id === controlId);
  if (!control) throw new AppError(404, controlNotFound);
  return control;
};

/** How the audit trail names a control and its resource. */
export const controlResource = (framework: FrameworkId, controlId: string) => `control:${framework}:${controlId}`;
