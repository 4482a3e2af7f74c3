import { Infer, optional, size, string, type } from 'superstruct';
import { trimmedRequiredText, withMessage } from '../validation';
import { madeInLocale } from '../i18n/locale-field';
import { optionalText, pageQueryFields, requiredEmail } from './field-parts';

/** POST /api/site/sendMessage: the contact form of the site, or of a venue when clubId is given. */
export const contactMessageSchema = type({
  name: trimmedRequiredText(100, 'validation.common.firstNameRequired', 'validation.common.firstNameTooLong'),
  email: requiredEmail,
  theme: optionalText(200, 'validation.common.subjectTooLong'),
  phone: optionalText(40, 'validation.common.phoneTooLong'),
  message: trimmedRequiredText(5000, 'validation.common.messageRequired', 'validation.common.messageTooLong'),
  clubId: optional(withMessage(size(string(), 0, 100), 'validation.common.venueInvalid')),
});
export type ContactMessageInput = Infer<typeof contactMessageSchema>;

/** POST /api/site/subscribe */
/** `locale`: the page's language, which the confirmation and every news mail to the address are written in. */
export const subscribeSchema = type({ email: requiredEmail, locale: madeInLocale });
export type SubscribeInput = Infer<typeof subscribeSchema>;

/** GET /api/site/messages?page&size (admin) */
export const contactMessagesQuerySchema = type({ ...pageQueryFields(10) });
export type ContactMessagesQuery = Infer<typeof contactMessagesQuerySchema>;

/** What a contact form sends. */
export interface ContactMessageContent {
  name: string;
  email: string;
  theme: string;
  phone: string;
  message: string;
  /** The venue whose contact page sent it; null for the site's own contact page. */
  clubId: string | null;
}

export interface ContactMessageView extends ContactMessageContent {
  _id: string;
  sentAt: string;
}
