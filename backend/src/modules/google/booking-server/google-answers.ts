import { say, type Said } from '@izlazak/contracts';
import { GOOGLE_SERVICE_ID, googleStatusOf, type GoogleBookingStatus, type GoogleFailureCause } from '../domain/google-booking';
import { nightSlot, type NightSlot } from '../domain/night-slot';
import type { BookingRow } from './google-inventory';

/**
 * The booking server's answers in proto3 JSON, with the field names of Google's protos and samples
 * (ext.maps.booking.partner.v3): int64 values as decimal text, enums by name.
 */
export interface GoogleBookingJson {
  booking_id: string;
  slot: {
    merchant_id: string;
    service_id: string;
    start_sec: string;
    duration_sec: string;
    resources: { party_size: number };
    confirmation_mode: string;
  };
  user_information: { user_id: string; given_name: string; family_name: string; telephone: string; email: string };
  status: GoogleBookingStatus;
  payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' };
}

export interface BookingFailureJson {
  cause: GoogleFailureCause;
  description: string;
}

/** The slot a booking holds: its night at the venue's hours; a night the venue has since closed keeps the night's usual frame. */
export function slotOfBooking(row: Pick<BookingRow, 'night' | 'workingHours'>): NightSlot {
  return nightSlot(row.workingHours, row.night) ?? nightSlot([], row.night)!;
}

export function toGoogleBooking(row: BookingRow): GoogleBookingJson {
  const slot = slotOfBooking(row);
  return {
    booking_id: row.bookingId,
    slot: {
      merchant_id: row.clubId,
      service_id: GOOGLE_SERVICE_ID,
      start_sec: String(slot.startSec),
      duration_sec: String(slot.durationSec),
      resources: { party_size: row.persons },
      confirmation_mode: row.confirmationMode,
    },
    user_information: { user_id: row.googleUserId, given_name: row.firstName, family_name: row.lastName, telephone: row.phone, email: row.email },
    status: googleStatusOf(row.status, row.deleted),
    payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
  };
}

/** Google shows the description as it is: in Serbian. */
export const failure = (cause: GoogleFailureCause, description: Said): BookingFailureJson => ({ cause, description: say(description) });
