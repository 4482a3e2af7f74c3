import { Infer, coerce, define, optional, string, type } from 'superstruct';
import { venueSchemaParts } from './venue.schema';

const { optionalText, requiredEmail, pageQueryFields } = venueSchemaParts;

const requiredText = (max: number, requiredMessage: string, tooLongMessage: string) =>
  coerce(
    define<string>('text', (value) => {
      if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
      return value.trim().length <= max || tooLongMessage;
    }),
    string(),
    (value) => value.trim(),
  );

/** POST /api/site/sendMessage: the contact form of the site, or of a venue when clubId is given. */
export const contactMessageSchema = type({
  name: requiredText(100, 'Ime je obavezno polje', 'Ime je predugačko'),
  email: requiredEmail,
  theme: optionalText(200, 'Tema je predugačka'),
  phone: optionalText(40, 'Telefon je predugačak'),
  message: requiredText(5000, 'Poruka je obavezno polje', 'Poruka je predugačka'),
  clubId: optional(string()),
});
export type ContactMessageInput = Infer<typeof contactMessageSchema>;

/** POST /api/site/subscribe */
export const subscribeSchema = type({ email: requiredEmail });
export type SubscribeInput = Infer<typeof subscribeSchema>;

/** GET /api/site/messages?page&size (admin) */
export const contactMessagesQuerySchema = type({ ...pageQueryFields(10) });
export type ContactMessagesQuery = Infer<typeof contactMessagesQuerySchema>;

export interface ContactMessageView {
  _id: string;
  name: string;
  email: string;
  theme: string;
  phone: string;
  message: string;
  clubId: string | null;
  sentAt: string;
}
