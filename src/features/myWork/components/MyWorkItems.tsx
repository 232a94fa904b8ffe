import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { controlLabel } from '@/contracts/controls';
import { frameworkLabels } from '@/contracts/enums';
import type { MyControl, MyExpiringEvidence, MyMention, MyPolicyToAccept, MyReview, MyTask } from '@/contracts/myWork';
import { LateChip } from '@/features/myWork/components/LateChip';
import { MyWorkItem } from '@/features/myWork/components/MyWorkItem';
import { myWorkText as text, reviewKindLabels } from '@/features/myWork/constants';
import { TaskPriorityChip } from '@/features/tasks/components/TaskPriorityChip';
import { formatCalendarDay, formatDateTime } from '@/lib/dates';

const Day = ({ day, label }: { day: string; label: (date: string) => string }) => (
  <time dateTime={day}>{label(formatCalendarDay(day))}</time>
);

export const ControlItem = ({ control }: { control: MyControl }) => (
  <MyWorkItem
    title={`${frameworkLabels[control.framework]} ${controlLabel(control.id)} · ${control.title}`}
    link={control.link}
    details={control.reviewDate ? <Day day={control.reviewDate} label={text.reviewBy} /> : text.noReviewDate}
    chips={
      <>
        <Chip
          size="small"
          variant="outlined"
          label={control.role === 'owner' ? text.owner : text.backup}
          color={control.role === 'owner' ? 'primary' : 'default'}
        />
        {control.overdue && <LateChip label={text.overdue} />}
      </>
    }
  />
);

export const TaskItem = ({ task }: { task: MyTask }) => (
  <MyWorkItem
    title={task.title}
    link={task.link}
    details={<Day day={task.dueDate} label={text.due} />}
    chips={
      <>
        <TaskPriorityChip priority={task.priority} />
        {task.overdue && <LateChip label={text.overdue} />}
      </>
    }
  />
);

export const ReviewItem = ({ review }: { review: MyReview }) => (
  <MyWorkItem
    title={review.title}
    link={review.link}
    details={
      <time dateTime={review.submittedAt}>
        {text.submitted(review.submittedBy, formatDateTime(review.submittedAt))}
      </time>
    }
    chips={<Chip size="small" variant="outlined" label={reviewKindLabels[review.kind]} />}
  />
);

export const MentionItem = ({ mention }: { mention: MyMention }) => (
  <MyWorkItem
    title={mention.subjectTitle}
    link={mention.link}
    details={
      <>
        <Typography variant="body2" color="text.primary" sx={{ fontStyle: 'italic' }}>
          {mention.excerpt}
        </Typography>
        <time dateTime={mention.createdAt}>
          {text.mentioned(mention.author?.name ?? text.formerMember, formatDateTime(mention.createdAt))}
        </time>
      </>
    }
  />
);

export const EvidenceItem = ({ evidence }: { evidence: MyExpiringEvidence }) => (
  <MyWorkItem
    title={evidence.name}
    link={evidence.link}
    details={<Day day={evidence.expiresAt} label={evidence.expired ? text.expiredOn : text.expires} />}
    chips={evidence.expired && <LateChip label={text.expired} />}
  />
);

export const PolicyToAcceptItem = ({ policy }: { policy: MyPolicyToAccept }) => (
  <MyWorkItem
    title={policy.title}
    link={policy.link}
    details={
      <Typography variant="caption" color="text.secondary">
        {text.publishedVersion(policy.version, formatDateTime(policy.publishedAt))}
      </Typography>
    }
  />
);
