import type { SliderSlot, VenueImageSlot, VenueProfile, VenueStatus } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';

/** What a venue says about itself: the fields of the venue form. */
export interface VenueDetails extends VenueProfile {
  /** The description in English for the /en/ pages (absent: none; events recorded before it have none). */
  descriptionEn?: string;
  /** 'HH:mm' in Belgrade: a table not arrived at by then is released ('' or absent: held all night). */
  tableHoldUntil?: string;
  /** On a night with an event: released this many minutes after the event's start instead (absent or 0: the cutoff alone). */
  tableHoldAfterStartMinutes?: number;
  /** 'HH:mm' in Belgrade on the night's day: confirmed guests are reminded then ('': none; absent: 14:00). */
  reminderTime?: string;
  /** How long a waitlist offer holds a freed table (absent: 15). */
  waitlistOfferMinutes?: number;
  /** The map pin (WGS 84 degrees), both or neither (absent: no pin). */
  latitude?: number;
  longitude?: number;
  /** Where guests pay deposits (docs/payments.md): the account's 18 digits ('' or absent: none, so no deposits). */
  paymentAccount?: string;
  /** The payee of the deposit slip, and its seat. */
  payeeName?: string;
  payeePlace?: string;
  /** How long a reservation waiting for its deposit holds the table (absent: 60). */
  depositHoldMinutes?: number;
  /** How long an order of paid tickets waiting for its payment holds them (absent: DEFAULT_TICKET_HOLD_MINUTES, 30). */
  ticketHoldMinutes?: number;
  /** Until how many hours before an event's start a ticket's holder may cancel it (absent: guests cannot cancel). */
  ticketCancelHours?: number;
}

export interface StoredImageRef {
  name: string;
  url: string;
  smallUrl: string;
}

export interface WorkingHoursDay {
  /** Sunday 0 … Saturday 6, as Date#getDay. */
  dayIndex: number;
  from: string;
  to: string;
  closed: boolean;
  alwaysOpen: boolean;
}

/** Who signed the venue up, when it came through the public sign-up (for the mails). */
export interface VenueOwnerContact {
  email: string;
  firstName: string;
}

export type VenueRegistered = DomainEvent<
  'VenueRegistered',
  {
    clubId: string;
    uniqueId: string;
    details: VenueDetails;
    managerId: string;
    /** 'approved' when an admin created it, 'pending' for a sign-up awaiting approval. */
    status: VenueStatus;
    signedUpBy: VenueOwnerContact | null;
  }
>;
export type VenueApproved = DomainEvent<'VenueApproved', { clubId: string; managerId: string; name: string; notify: VenueOwnerContact | null }>;
export type VenueDetailsChanged = DomainEvent<'VenueDetailsChanged', { clubId: string; details: VenueDetails }>;
export type VenueImageChanged = DomainEvent<'VenueImageChanged', { clubId: string; slot: VenueImageSlot; image: StoredImageRef }>;
export type VenueSliderImagesChanged = DomainEvent<
  'VenueSliderImagesChanged',
  {
    clubId: string;
    /** Only the slots that got a new file; the others keep theirs. */
    images: ({ slot: SliderSlot } & StoredImageRef)[];
  }
>;
export type VenueWorkingHoursUpdated = DomainEvent<'VenueWorkingHoursUpdated', { clubId: string; days: WorkingHoursDay[] }>;
export type VenueDeleted = DomainEvent<'VenueDeleted', { clubId: string; managerId: string }>;

export type VenueEvent = VenueRegistered | VenueApproved | VenueDetailsChanged | VenueImageChanged | VenueSliderImagesChanged | VenueWorkingHoursUpdated | VenueDeleted;

export const venueStream = (clubId: string) => `club-${clubId}`;
