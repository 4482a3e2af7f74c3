import {
  DEFAULT_DEPOSIT_HOLD_MINUTES,
  DEFAULT_REMINDER_TIME,
  DEFAULT_TICKET_HOLD_MINUTES,
  DEFAULT_VENUE_COLOR,
  formatAccount,
  DEFAULT_WAITLIST_OFFER_MINUTES,
  SOCIAL_MEDIA_NAMES,
  type VenueRang,
  type VenueView,
} from '@izlazak/contracts';
import { textValues } from '../../../components/form/text-values';
import { accountValues, type AccountFormValues } from '../../../components/form/account-values';

/** The venue as its forms edit it: one social row per network, left empty when unused. */
export interface VenueFormValues {
  name: string;
  type: string;
  city: string;
  location: string;
  description: string;
  /** The description in English; '' for none (the English pages show the Serbian one, marked). */
  descriptionEn: string;
  email: string;
  phone: string;
  phone2: string;
  color: string;
  rang?: VenueRang;
  socialMedia: { name: string; link: string }[];
  /** 'HH:mm' or '' (held all night). */
  tableHoldUntil: string;
  /** Minutes after the night's event starts, 0 for the cutoff alone. */
  tableHoldAfterStartMinutes: number | string;
  /** 'HH:mm' or '' (no reminders). */
  reminderTime: string;
  waitlistOfferMinutes: number | string;
  /** The map pin's coordinates as typed (degrees), '' for no pin. */
  latitude: number | string;
  longitude: number | string;
  /** Where guests pay deposits (docs/payments.md); '' for no account. */
  paymentAccount: string;
  payeeName: string;
  payeePlace: string;
  depositHoldMinutes: number | string;
  /** How long an unpaid order of tickets holds them (docs/tickets.md). */
  ticketHoldMinutes: number | string;
  /** Until how many hours before an event's start a guest may cancel their ticket; '' for never. */
  ticketCancelHours: number | string;
}

export interface VenueWithManagerFormValues {
  club: VenueFormValues;
  user: AccountFormValues;
}

function socialRows(links: readonly { name: string; link: string }[] = []) {
  return SOCIAL_MEDIA_NAMES.map((name) => ({
    name,
    link: links.find((link) => link.name.toLowerCase() === name.toLowerCase())?.link ?? '',
  }));
}

export function emptyVenueValues(): VenueFormValues {
  return {
    name: '',
    type: '',
    city: 'Beograd',
    location: '',
    description: '',
    descriptionEn: '',
    email: '',
    phone: '',
    phone2: '',
    color: DEFAULT_VENUE_COLOR,
    rang: 'Regularno',
    socialMedia: socialRows(),
    tableHoldUntil: '',
    tableHoldAfterStartMinutes: 0,
    reminderTime: DEFAULT_REMINDER_TIME,
    waitlistOfferMinutes: DEFAULT_WAITLIST_OFFER_MINUTES,
    latitude: '',
    longitude: '',
    paymentAccount: '',
    payeeName: '',
    payeePlace: '',
    depositHoldMinutes: DEFAULT_DEPOSIT_HOLD_MINUTES,
    ticketHoldMinutes: DEFAULT_TICKET_HOLD_MINUTES,
    ticketCancelHours: '',
  };
}

export function venueValues(venue: VenueView, withRang: boolean): VenueFormValues {
  const values: VenueFormValues = {
    ...textValues(venue, ['name', 'type', 'location', 'description', 'descriptionEn', 'email', 'phone', 'phone2', 'payeeName', 'payeePlace']),
    city: venue.city ?? 'Beograd',
    color: venue.color || DEFAULT_VENUE_COLOR,
    socialMedia: socialRows(venue.socialMedia),
    tableHoldUntil: venue.tableHoldUntil ?? '',
    tableHoldAfterStartMinutes: venue.tableHoldAfterStartMinutes ?? 0,
    reminderTime: venue.reminderTime ?? DEFAULT_REMINDER_TIME,
    waitlistOfferMinutes: venue.waitlistOfferMinutes ?? DEFAULT_WAITLIST_OFFER_MINUTES,
    latitude: venue.latitude ?? '',
    longitude: venue.longitude ?? '',
    paymentAccount: venue.paymentAccount ? formatAccount(venue.paymentAccount) : '',
    depositHoldMinutes: venue.depositHoldMinutes ?? DEFAULT_DEPOSIT_HOLD_MINUTES,
    ticketHoldMinutes: venue.ticketHoldMinutes ?? DEFAULT_TICKET_HOLD_MINUTES,
    ticketCancelHours: venue.ticketCancelHours ?? '',
  };
  if (withRang) values.rang = venue.rang;
  return values;
}

/** Text inputs hold '' for untouched fields; react-final-form drops them, the schemas want them. */
export function completeVenue(values: Partial<VenueFormValues>): VenueFormValues {
  const { rang: _defaultRang, ...empty } = emptyVenueValues();
  return {
    ...empty,
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
    socialMedia: (values.socialMedia ?? empty.socialMedia).map((row) => ({ name: row.name, link: row.link ?? '' })),
  };
}

export function completeManager(values: Partial<AccountFormValues>): AccountFormValues {
  return { ...accountValues(), ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) };
}
