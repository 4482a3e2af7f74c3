import { assertNever, type DomainEvent } from '../../../platform/commands/decider';
import { conflict } from '../../../platform/commands/domain-errors';

export interface ContactMessage {
  messageId: string;
  name: string;
  email: string;
  theme: string;
  phone: string;
  message: string;
  /** The venue whose contact page sent it; null for the site's own contact page. */
  clubId: string | null;
  /** Where the mail goes, decided when the message was sent (the site's or the venue's address). */
  recipient: string;
}

export type ContactMessageSent = DomainEvent<'ContactMessageSent', ContactMessage>;
export type ContactMessageEvent = ContactMessageSent;

export const contactMessageStream = (messageId: string) => `contactmessage-${messageId}`;

export interface ContactMessageState {
  sent: boolean;
}

export const contactMessageAggregate = {
  initialState: (): ContactMessageState => ({ sent: false }),
  evolve(_state: ContactMessageState, event: ContactMessageEvent): ContactMessageState {
    switch (event.type) {
      case 'ContactMessageSent':
        return { sent: true };
      default:
        return assertNever(event.type);
    }
  },
};

export function decideSendContactMessage(command: { type: 'SendContactMessage'; message: ContactMessage }, state: ContactMessageState): ContactMessageEvent[] {
  if (state.sent) throw conflict('Poruka je već poslata');
  return [{ type: 'ContactMessageSent', data: command.message }];
}
