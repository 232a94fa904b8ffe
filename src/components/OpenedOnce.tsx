import { type ReactNode, Suspense, useState } from 'react';

export type OpenedOnceProps = { open: boolean; children: ReactNode };

/**
 * Renders a lazily loaded dialog from the first time it opens: its code is fetched then, not with the screen, and once
 * mounted it stays so that its closing transition still plays.
 */
export const OpenedOnce = ({ open, children }: OpenedOnceProps) => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
};
