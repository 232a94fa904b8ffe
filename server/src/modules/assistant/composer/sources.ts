import { controlLabel } from '@/contracts/controls';
import type { ChatSource } from '@/contracts/assistant';
import type { FrameworkId } from '@/contracts/enums';
import type { LiveControl } from './liveControls';

/** A control cited as its heat map tile: the link opens the framework with the control's details. */
export const controlSource = (
  framework: FrameworkId,
  controlId: string,
  name: string,
  live: LiveControl | undefined,
): ChatSource => ({
  kind: 'control',
  label: controlLabel(controlId),
  title: name,
  path: `/compliance?${new URLSearchParams({ framework, control: controlId }).toString()}`,
  framework,
  status: live?.status ?? null,
  score: live?.score ?? null,
});

export const taskSource = (title: string): ChatSource => ({
  kind: 'task',
  label: 'Task',
  title,
  path: '/tasks',
  framework: null,
  status: null,
  score: null,
});
