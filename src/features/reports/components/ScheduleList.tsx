import { getApiErrorMessage } from '@/api/apiError';
import { frameworkLabels } from '@/contracts/enums';
import { DialogItemList } from '@/components/DialogItemList';
import { reportTypeLabels, scheduleText } from '@/features/reports/constants';
import { formatUtcDateTime } from '@/lib/dates';
import { useDeleteScheduleMutation, useGetSchedulesQuery } from '@/features/reports/reportsApi';
import { useToast } from '@/features/toasts/useToast';

/** The organisation's schedules, each removable. */
export const ScheduleList = () => {
  const toast = useToast();
  const { data: schedules } = useGetSchedulesQuery();
  const [remove, { isLoading }] = useDeleteScheduleMutation();
  const removeSchedule = async (id: string) => {
    const result = await remove(id);
    if ('error' in result) toast.error(getApiErrorMessage(result.error, scheduleText.removeFailed));
    else toast.success(scheduleText.removed);
  };
  const items = schedules?.map((schedule) => ({
    key: schedule.id,
    primary: `${reportTypeLabels[schedule.type]} (${frameworkLabels[schedule.framework]}), ${schedule.frequency}`,
    secondary: `${schedule.recipients.map((recipient) => recipient.name).join(', ')} · ${scheduleText.nextRun(formatUtcDateTime(schedule.nextRunAt))}`,
    action: { label: scheduleText.remove, onClick: () => void removeSchedule(schedule.id) },
  }));
  return (
    <DialogItemList
      id="schedule-list-heading"
      title={scheduleText.existing}
      emptyText={scheduleText.none}
      items={items}
      busy={isLoading}
    />
  );
};
