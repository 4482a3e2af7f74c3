import type { VenueInput, VenueUpdateInput } from '@izlazak/contracts';
import type { VenueDetails } from './venue.events';

/** The validated form as the venue's details, field by field (extra form fields are dropped). */
export function toVenueDetails(input: VenueInput): VenueDetails;
export function toVenueDetails(input: VenueUpdateInput): Omit<VenueDetails, 'rang'> & { rang?: VenueDetails['rang'] };
export function toVenueDetails(input: VenueInput | VenueUpdateInput): Omit<VenueDetails, 'rang'> & { rang?: VenueDetails['rang'] } {
  return {
    name: input.name,
    location: input.location,
    type: input.type,
    description: input.description,
    email: input.email,
    phone: input.phone,
    phone2: input.phone2,
    socialMedia: input.socialMedia.map(({ name, link }) => ({ name, link })),
    city: input.city,
    color: input.color,
    ...(input.rang !== undefined ? { rang: input.rang } : {}),
    ...(input.tableHoldUntil !== undefined ? { tableHoldUntil: input.tableHoldUntil } : {}),
    ...(input.waitlistOfferMinutes !== undefined ? { waitlistOfferMinutes: input.waitlistOfferMinutes } : {}),
  };
}
