import { getApiErrorMessage } from '@/api/apiError';
import { DialogItemList } from '@/components/DialogItemList';
import { shareText } from '@/features/shareLinks/constants';
import { useGetShareLinksQuery, useRevokeShareLinkMutation } from '@/features/shareLinks/shareLinksApi';
import type { ShareLinkTarget } from '@/features/shareLinks/types';
import { useToast } from '@/features/toasts/useToast';
import { formatUtcDateTime } from '@/lib/dates';

/** The target's links with their state and use; a live one can be revoked. */
export const ShareList = ({ target }: { target: ShareLinkTarget }) => {
  const toast = useToast();
  const { data: shares, fulfilledTimeStamp = 0 } = useGetShareLinksQuery(target);
  const [revoke, { isLoading }] = useRevokeShareLinkMutation();
  const revokeShare = async (shareId: string) => {
    const result = await revoke({ target, shareId });
    if ('error' in result) toast.error(getApiErrorMessage(result.error, shareText.revokeFailed));
    else toast.success(shareText.revoked);
  };
  // A link's state is read as of the list's arrival, so it holds still between renders.
  const items = shares?.map((share) => {
    const status = shareText.status(share, fulfilledTimeStamp);
    return {
      key: share.id,
      primary: `${status} · until ${formatUtcDateTime(share.expiresAt)}`,
      secondary: [
        share.version === undefined ? null : shareText.version(share.version),
        share.createdBy ?? '',
        shareText.opened(share.openCount),
      ]
        .filter((part) => part !== null)
        .join(' · '),
      action:
        status === 'Active' || status === 'On hold'
          ? { label: shareText.revoke, onClick: () => void revokeShare(share.id) }
          : undefined,
    };
  });
  return (
    <DialogItemList
      id="share-list-heading"
      title={shareText.existing}
      emptyText={shareText.none}
      items={items}
      busy={isLoading}
    />
  );
};
