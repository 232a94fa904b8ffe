import type { SubmitAttestationBody } from '@/contracts/attestations';
import type { AnswerKind } from '@/contracts/controlSettings';

/** The answer as typed, one field set per answer kind. */
export type ValueDraft = {
  compliant: string;
  total: string;
  percent: string;
  day: string;
  confirmed: boolean;
  count: string;
};

export const emptyValue: ValueDraft = { compliant: '', total: '', percent: '', day: '', confirmed: false, count: '' };

const number = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/** The value the check's rule reads (SubmitAttestationBody.value); undefined while the answer is incomplete. */
export const attestationValue = (kind: AnswerKind, draft: ValueDraft): SubmitAttestationBody['value'] | undefined => {
  switch (kind) {
    case 'ratio': {
      const compliant = number(draft.compliant);
      const total = number(draft.total);
      return compliant === undefined || total === undefined ? undefined : { compliant, total };
    }
    case 'percent':
      return number(draft.percent);
    case 'date':
      return draft.day === '' ? undefined : draft.day;
    case 'confirmation':
      return draft.confirmed ? true : undefined;
    case 'count':
      return number(draft.count);
  }
};
