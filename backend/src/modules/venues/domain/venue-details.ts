import type { VenueInput, VenueUpdateInput } from '@izlazak/contracts';
import type { VenueDetails } from './venue.events';

/** The details an edit form sends: a missing rang or night setting stays as it is, a null map pin takes the pin away. */
export type VenueDetailsEdit = Omit<VenueDetails, 'rang' | 'latitude' | 'longitude' | 'ticketCancelHours'> & {
  rang?: VenueDetails['rang'];
  /** null: guests may no longer cancel their tickets. */
  ticketCancelHours?: number | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** The validated form as the venue's details, field by field (extra form fields are dropped). */
export function toVenueDetails(input: VenueInput): VenueDetailsEdit & { rang: VenueDetails['rang'] };
export function toVenueDetails(input: VenueUpdateInput): VenueDetailsEdit;
export function toVenueDetails(input: VenueInput | VenueUpdateInput): VenueDetailsEdit {
  return {
    name: input.name,
    location: input.location,
    type: input.type,
    description: input.description,
    ...(input.descriptionEn !== undefined ? { descriptionEn: input.descriptionEn } : {}),
    email: input.email,
    phone: input.phone,
    phone2: input.phone2,
    socialMedia: input.socialMedia.map(({ name, link }) => ({ name, link })),
    city: input.city,
    color: input.color,
    ...(input.rang !== undefined ? { rang: input.rang } : {}),
    ...(input.tableHoldUntil !== undefined ? { tableHoldUntil: input.tableHoldUntil } : {}),
    ...(input.tableHoldAfterStartMinutes !== undefined ? { tableHoldAfterStartMinutes: input.tableHoldAfterStartMinutes } : {}),
    ...(input.reminderTime !== undefined ? { reminderTime: input.reminderTime } : {}),
    ...(input.waitlistOfferMinutes !== undefined ? { waitlistOfferMinutes: input.waitlistOfferMinutes } : {}),
    ...(input.latitude !== undefined ? { latitude: input.latitude } : {}),
    ...(input.longitude !== undefined ? { longitude: input.longitude } : {}),
    ...(input.paymentAccount !== undefined ? { paymentAccount: input.paymentAccount ?? '' } : {}),
    ...(input.payeeName !== undefined ? { payeeName: input.payeeName } : {}),
    ...(input.payeePlace !== undefined ? { payeePlace: input.payeePlace } : {}),
    ...(input.depositHoldMinutes !== undefined ? { depositHoldMinutes: input.depositHoldMinutes } : {}),
    ...(input.ticketHoldMinutes !== undefined ? { ticketHoldMinutes: input.ticketHoldMinutes } : {}),
    ...(input.ticketCancelHours !== undefined ? { ticketCancelHours: input.ticketCancelHours } : {}),
  };
}
