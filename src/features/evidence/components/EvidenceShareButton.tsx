import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { OpenedOnce } from '@/components/OpenedOnce';
import type { EvidenceItem } from '@/contracts/evidence';
import { usePermission } from '@/features/auth/usePermission';
import { evidenceLockerText as text } from '@/features/evidence/constants';
import { LazyShareDialog } from '@/features/shareLinks/components/LazyShareDialog';
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
      <OpenedOnce open={open}>
        <LazyShareDialog target={{ kind: 'evidence', id: evidence.id }} open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
};
