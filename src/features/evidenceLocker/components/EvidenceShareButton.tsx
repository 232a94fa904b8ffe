import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { EvidenceItem } from '@/contracts/evidence';
import { usePermission } from '@/features/auth/usePermission';
import { evidenceLockerText as text } from '@/features/evidenceLocker/constants';
import { ShareDialog } from '@/features/shareLinks/components/ShareDialog';
import { useToast } from '@/features/toasts/useToast';

type EvidenceShareButtonProps = {
  evidence: Pick<EvidenceItem, 'id' | 'confidentiality'>;
} & Omit<ButtonProps, 'onClick' | 'children'>;

/**
 * Share, for members who may share evidence: a public item opens its share links; any other level is refused here,
 * as the server would refuse it, without a request.
 */
export const EvidenceShareButton = ({ evidence, ...buttonProps }: EvidenceShareButtonProps) => {
  const toast = useToast();
  const canShare = usePermission('evidence:share').allowed;
  const [open, setOpen] = useState(false);
  if (!canShare) return null;
  const share = () => {
    if (evidence.confidentiality === 'public') setOpen(true);
    else toast.info(text.notShareable);
  };
  return (
    <>
      <Button {...buttonProps} onClick={share}>
        {text.share}
      </Button>
      <ShareDialog target={{ kind: 'evidence', id: evidence.id }} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
