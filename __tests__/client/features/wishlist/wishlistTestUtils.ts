import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FIELD_LABELS } from '@/features/wishlist/constants';
import type { WishlistField } from '@/features/wishlist/types';
import type { WishlistRequest } from '@/contracts/wishlist';

/** Required fields carry a decorative asterisk in their label, hence the prefix match. */
export const field = (name: WishlistField) => screen.getByLabelText(FIELD_LABELS[name], { exact: false });

export const typedRequest: WishlistRequest = {
  fullName: 'Jane Cooper',
  email: 'jane@northwind.io',
  jobTitle: 'CISO',
  company: 'Northwind Labs',
  companySize: '51-200',
  industry: 'Healthcare',
  complianceGoal: 'HIPAA',
  timeline: 'Short-term (3-6 months)',
  currentChallenges: 'First audit in six months; evidence lives in spreadsheets.',
  hearAboutUs: 'Referral',
};

const textFields = ['fullName', 'email', 'company', 'currentChallenges'] as const;
const selectFields = ['jobTitle', 'companySize', 'industry', 'complianceGoal', 'timeline', 'hearAboutUs'] as const;

export const fillForm = async (user: UserEvent, values: Partial<WishlistRequest> = typedRequest) => {
  for (const name of textFields) {
    const value = values[name];
    if (value) {
      // Pasting keeps long answers fast; the change events are the same ones typing produces.
      await user.click(field(name));
      await user.paste(value);
    }
  }
  for (const name of selectFields) {
    const value = values[name];
    if (value) await user.selectOptions(field(name), value);
  }
};
