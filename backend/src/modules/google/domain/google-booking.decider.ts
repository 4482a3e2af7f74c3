import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { conflict } from '#platform/commands/domain-errors';
import type { ConfirmationMode } from './google-booking';

/**
 * A booking Google asked for, kept in `googlebooking-<bookingId>` before its reservation is placed:
 * it says which reservation is Google's (whose changes Google is told of), who the Google user is
 * (ListBookings) and how it was to be confirmed. The booking's id is derived from Google's
 * idempotency token, so a retried request finds this stream and asks nothing new.
 */
export const googleBookingStream = (bookingId: string) => `googlebooking-${bookingId}`;

export interface GoogleBookingRequest {
  bookingId: string;
  clubId: string;
  /** Google's `user_information.user_id`. */
  googleUserId: string;
  idempotencyToken: string;
  confirmationMode: ConfirmationMode;
}

export type GoogleBookingRequested = DomainEvent<'GoogleBookingRequested', GoogleBookingRequest>;
export type GoogleBookingEvent = GoogleBookingRequested;

export interface RequestGoogleBooking {
  type: 'RequestGoogleBooking';
  request: GoogleBookingRequest;
}
export type GoogleBookingCommand = RequestGoogleBooking;

export type GoogleBookingState = { request: GoogleBookingRequest | null };

function evolve(_state: GoogleBookingState, event: GoogleBookingEvent): GoogleBookingState {
  switch (event.type) {
    case 'GoogleBookingRequested':
      return { request: event.data };
    default:
      return assertNever(event.type);
  }
}

function decide(command: GoogleBookingCommand, state: GoogleBookingState): GoogleBookingEvent[] {
  switch (command.type) {
    case 'RequestGoogleBooking': {
      if (!state.request) return [{ type: 'GoogleBookingRequested', data: command.request }];
      // The same token again is Google's retry; the same id from another token cannot happen but for a hash collision.
      if (state.request.idempotencyToken !== command.request.idempotencyToken) throw conflict('refusal.google.bookingExists', 'idempotency_token');
      return [];
    }
    default:
      return assertNever(command.type);
  }
}

export const googleBookingDecider: Decider<GoogleBookingState, GoogleBookingCommand, GoogleBookingEvent> = {
  initialState: () => ({ request: null }),
  evolve,
  decide,
};
