import type { WorkingHoursDay } from '../../venues/domain/venue.events';
import { belgradeIso } from './belgrade-time';
import type { PublicEvent, PublicVenue, TicketOffer } from './public-page';

const SCHEMA = 'https://schema.org/';
/** schema.org's names of the days, by Date#getDay (Sunday 0). */
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as the week reads in Serbia. */
const weekOrder = (dayIndex: number) => (dayIndex + 6) % 7;

/** The schema.org type a venue is by its kind (Klub, Splav…); an unknown kind is a NightClub, as most venues here are. */
export function venueSchemaType(type: string): 'NightClub' | 'BarOrPub' | 'Restaurant' | 'CafeOrCoffeeShop' {
  switch (type) {
    case 'Restoran':
      return 'Restaurant';
    case 'Kafić':
      return 'CafeOrCoffeeShop';
    case 'Bar':
    case 'Pab':
    case 'Lounge bar':
    case 'Kafana':
      return 'BarOrPub';
    default:
      return 'NightClub';
  }
}

/**
 * The venue's working hours as schema.org `openingHoursSpecification`: days with the same hours
 * share one entry; a night past midnight is one entry whose `closes` is before its `opens` (schema.org:
 * "the hour range is assumed to span over the next day", as Google asks for such nights); a day open
 * around the clock opens at 00:00:00 and closes at 23:59:59; closed days are left out (closed).
 */
export function openingHoursSpecification(days: WorkingHoursDay[]): Record<string, unknown>[] {
  const byHours = new Map<string, { opens: string; closes: string; days: number[] }>();
  for (const day of [...days].sort((a, b) => weekOrder(a.dayIndex) - weekOrder(b.dayIndex))) {
    const hours = day.closed ? null : day.alwaysOpen ? { opens: '00:00:00', closes: '23:59:59' } : day.from && day.to ? { opens: `${day.from}:00`, closes: `${day.to}:00` } : null;
    if (!hours) continue;
    const key = `${hours.opens}-${hours.closes}`;
    const entry = byHours.get(key) ?? { ...hours, days: [] };
    entry.days.push(day.dayIndex);
    byHours.set(key, entry);
  }
  return [...byHours.values()].map((entry) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: entry.days.map((dayIndex) => `${SCHEMA}${SCHEMA_DAYS[dayIndex]}`),
    opens: entry.opens,
    closes: entry.closes,
  }));
}

function postalAddress(venue: PublicVenue) {
  return {
    '@type': 'PostalAddress',
    ...(venue.location ? { streetAddress: venue.location } : {}),
    addressLocality: venue.city || 'Beograd',
    addressCountry: 'RS',
  };
}

const geo = (venue: PublicVenue) =>
  venue.latitude !== null && venue.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude } } : {};

/** The venue's own page (at `url`, the page's language's address of it): the venue as a NightClub, BarOrPub, Restaurant or CafeOrCoffeeShop. */
export function venueJsonLd(venue: PublicVenue, url: string = venue.url): Record<string, unknown> {
  const hours = openingHoursSpecification(venue.workingHours);
  return {
    '@context': 'https://schema.org',
    '@type': venueSchemaType(venue.type),
    '@id': `${venue.url}#objekat`,
    name: venue.name,
    ...(venue.description ? { description: venue.description } : {}),
    url,
    ...(venue.images.length ? { image: venue.images } : {}),
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(venue.email ? { email: venue.email } : {}),
    address: postalAddress(venue),
    ...geo(venue),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(venue.socialLinks.length ? { sameAs: venue.socialLinks } : {}),
  };
}

/**
 * The event's performers as schema.org `performer`. A manager types stage names ('DJ Vuk',
 * 'Orkestar Zlatni Talas'), never saying whether a name is one person or a band, so each is a
 * PerformingGroup (a band, an orchestra: a stage act): a Person would claim a human being of that
 * name, which a band or a DJ's alias is not; Google takes either type.
 */
function performers(names: string[]) {
  return names.length ? { performer: names.map((name) => ({ '@type': 'PerformingGroup', name })) } : {};
}

/**
 * An event as Google's event rich results read it: name, start and end with Belgrade's offset, the
 * venue as its location (with its address) and organizer, its status (EventCancelled once deleted),
 * attendance in person, a picture (the venue's when the event has no poster), the ticket offer in
 * RSD and its performers where known; `pageUrl` is its page in the page's language. A past event keeps its data; its tickets are no longer offered (Discontinued).
 */
export function eventJsonLd(event: PublicEvent, pageUrl: string = event.url): Record<string, unknown> {
  const venue = event.venue;
  const images = [event.poster, ...venue.images].filter((url): url is string => Boolean(url));
  const place = {
    '@type': venueSchemaType(venue.type),
    '@id': `${venue.url}#objekat`,
    name: venue.name,
    url: venue.url,
    address: postalAddress(venue),
    ...geo(venue),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    url: pageUrl,
    startDate: belgradeIso(event.startsAt),
    ...(event.endsAt ? { endDate: belgradeIso(event.endsAt) } : {}),
    eventStatus: `${SCHEMA}${event.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    ...(images.length ? { image: images.slice(0, 3) } : {}),
    location: place,
    offers: event.ticketOffers?.length
      ? event.ticketOffers.map((tier) => tierOffer(event, tier, pageUrl))
      : {
          '@type': 'Offer',
          price: priceOf(event.ticketPrice),
          priceCurrency: 'RSD',
          availability: `${SCHEMA}${event.past || event.cancelled ? 'Discontinued' : 'InStock'}`,
          validFrom: belgradeIso(event.createdAt),
          url: pageUrl,
        },
    organizer: { '@type': venueSchemaType(venue.type), '@id': `${venue.url}#objekat`, name: venue.name, url: venue.url },
    ...performers(event.performers),
  };
}

/** How a tier's state reads to schema.org: on sale InStock, sold out SoldOut, not yet on sale PreOrder, ended (or the event past or cancelled) Discontinued. */
const TIER_AVAILABILITY = { onSale: 'InStock', soldOut: 'SoldOut', notYet: 'PreOrder', ended: 'Discontinued' } as const;

/** One ticket tier as its own Offer: its name, price in RSD, availability now, and when its sale opens and closes. */
function tierOffer(event: PublicEvent, tier: TicketOffer, pageUrl: string): Record<string, unknown> {
  const availability = event.past || event.cancelled ? 'Discontinued' : TIER_AVAILABILITY[tier.state];
  const validThrough = tier.salesEnd ? new Date(tier.salesEnd) : event.endsAt;
  return {
    '@type': 'Offer',
    name: tier.name,
    price: String(tier.price),
    priceCurrency: 'RSD',
    availability: `${SCHEMA}${availability}`,
    validFrom: belgradeIso(tier.salesStart ? new Date(tier.salesStart) : event.createdAt),
    ...(validThrough ? { validThrough: belgradeIso(validThrough) } : {}),
    url: pageUrl,
  };
}

/** '1000' → '1000', '1.500' or '1,500' → '1500'; anything else reads as 0 (entry free). */
function priceOf(ticketPrice: string): string {
  const digits = ticketPrice.replace(/[.,\s](?=\d{3}\b)/g, '').trim();
  return /^\d+(\.\d+)?$/.test(digits) ? digits : '0';
}
