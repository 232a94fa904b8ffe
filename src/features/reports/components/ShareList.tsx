import { getApiErrorMessage } from '@/api/apiError';
import { DialogItemList } from '@/features/reports/components/DialogItemList';
import { shareText } from '@/features/reports/constants';
import { formatReportDate } from '@/features/reports/reportFormat';
import { useGetSharesQuery, useRevokeShareMutation } from '@/features/reports/reportsApi';
import { useToast } from '@/features/toasts/useToast';

/** The report's links with their state and use; a live one can be revoked. */
export const ShareList = ({ reportId }: { reportId: string }) => {
  const toast = useToast();
  const { data: shares, fulfilledTimeStamp = 0 } = useGetSharesQuery(reportId);
  const [revoke, { isLoading }] = useRevokeShareMutation();
  const revokeShare = async (shareId: string) => {
    const result = await revoke({ reportId, shareId });
    if ('error' in result) toast.error(getApiErrorMessage(result.error, shareText.revokeFailed));
    else toast.success(shareText.revoked);
  };
  // A link's state is read as of the list's arrival, so it holds still between renders.
  const items = shares?.map((share) => {
    const status = shareText.status(share, fulfilledTimeStamp);
    return {
      key: share.id,
      primary: `${status} · until ${formatReportDate(share.expiresAt)}`,
      secondary: `${share.createdBy ?? ''} · ${shareText.opened(share.openCount)}`,
      action: status === 'Active' ? { label: shareText.revoke, onClick: () => void revokeShare(share.id) } : undefined,
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
