import type { ContactMessageContent } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { conflict } from '#platform/commands/domain-errors';

export interface ContactMessage extends ContactMessageContent {
  messageId: string;
  /** Where the mail goes, decided when the message was sent (the site's or the venue's address). */
  recipient: string;
}

export type ContactMessageSent = DomainEvent<'ContactMessageSent', ContactMessage>;
export type ContactMessageEvent = ContactMessageSent;

export const contactMessageStream = (messageId: string) => `contactmessage-${messageId}`;

export interface ContactMessageState {
  sent: boolean;
}

export const initialContactMessageState = (): ContactMessageState => ({ sent: false });

export function evolveContactMessage(_state: ContactMessageState, event: ContactMessageEvent): ContactMessageState {
  switch (event.type) {
    case 'ContactMessageSent':
      return { sent: true };
    default:
      return assertNever(event.type);
  }
}

export interface SendContactMessage {
  type: 'SendContactMessage';
  message: ContactMessage;
}

function sendContactMessage(command: SendContactMessage, state: ContactMessageState): ContactMessageEvent[] {
  if (state.sent) throw conflict('refusal.site.messageSent');
  return [{ type: 'ContactMessageSent', data: command.message }];
}

export type ContactMessageCommand = SendContactMessage;

export function decideContactMessage(command: ContactMessageCommand, state: ContactMessageState): ContactMessageEvent[] {
  switch (command.type) {
    case 'SendContactMessage':
      return sendContactMessage(command, state);
    default:
      return assertNever(command.type);
  }
}

export const contactMessageDecider: Decider<ContactMessageState, ContactMessageCommand, ContactMessageEvent> = {
  initialState: initialContactMessageState,
  evolve: evolveContactMessage,
  decide: decideContactMessage,
};
