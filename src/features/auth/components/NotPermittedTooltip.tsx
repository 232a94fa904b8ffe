import type { ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';

type NotPermittedTooltipProps = {
  /** Why the role cannot act; none leaves the control as it is. */
  reason: string | null;
  children: ReactElement;
};

/** Explains a control disabled for the member's role; the wrapper takes the hover a disabled button ignores. */
export const NotPermittedTooltip = ({ reason, children }: NotPermittedTooltipProps) =>
  reason === null ? (
    children
  ) : (
    <Tooltip title={reason} describeChild>
      <span>{children}</span>
    </Tooltip>
  );
