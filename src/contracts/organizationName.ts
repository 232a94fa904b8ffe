import { nameField } from './fields';
import { hasLinkLikeText } from './linkLikeText';

export const linkInNameMessage = (field: string) =>
  `${field} must not contain a web address or link (such as www., https:// or example.com)`;

/**
 * An organisation's name goes out in the platform's emails to outside addresses: it may not carry a link. A refine's
 * message is shown as written, so it names the field it is for.
 */
export const organizationNameField = (field: string) =>
  nameField.refine((name) => !hasLinkLikeText(name), { message: linkInNameMessage(field) });
