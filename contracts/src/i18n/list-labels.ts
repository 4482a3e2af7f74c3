import type { City, VenueType } from '../schemas/venue.schema';
import type { EVENT_TYPE_SUGGESTIONS } from '../schemas/event.schema';
import type { GUEST_TAGS, GuestBadge } from '../schemas/guest.schema';
import { t, type MessageId } from './format';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The contracts' lists whose values are the API's (a venue's `type` 'Splav', `city` 'Beograd', a
 * working day 'Petak', an event's `type` 'Žurka') but which people read: the value stays as it is
 * in every language, and a screen shows it through its message ('River club', 'Belgrade', 'Friday').
 */

export const VENUE_TYPE_MESSAGES: Record<VenueType, MessageId> = {
  Klub: 'venueType.club',
  Splav: 'venueType.raft',
  Restoran: 'venueType.restaurant',
  Kafić: 'venueType.cafe',
  Bar: 'venueType.bar',
  Kafana: 'venueType.kafana',
  Pab: 'venueType.pub',
  'Lounge bar': 'venueType.loungeBar',
};

export const CITY_MESSAGES: Record<City, MessageId> = {
  Beograd: 'city.beograd',
  Čačak: 'city.cacak',
  Jagodina: 'city.jagodina',
  Kragujevac: 'city.kragujevac',
  Kraljevo: 'city.kraljevo',
  Kruševac: 'city.krusevac',
  Leskovac: 'city.leskovac',
  Niš: 'city.nis',
  'Novi Pazar': 'city.noviPazar',
  'Novi Sad': 'city.noviSad',
  Pančevo: 'city.pancevo',
  Požarevac: 'city.pozarevac',
  Smederevo: 'city.smederevo',
  Sombor: 'city.sombor',
  Subotica: 'city.subotica',
  Šabac: 'city.sabac',
  Užice: 'city.uzice',
  Valjevo: 'city.valjevo',
  Vranje: 'city.vranje',
  Zaječar: 'city.zajecar',
  Zrenjanin: 'city.zrenjanin',
};

/** Indexed as WEEKDAYS and Date#getDay: Sunday 0 … Saturday 6. */
export const WEEKDAY_MESSAGES: readonly MessageId[] = [
  'weekday.sunday',
  'weekday.monday',
  'weekday.tuesday',
  'weekday.wednesday',
  'weekday.thursday',
  'weekday.friday',
  'weekday.saturday',
];

export const EVENT_TYPE_MESSAGES: Record<(typeof EVENT_TYPE_SUGGESTIONS)[number], MessageId> = {
  Žurka: 'eventType.party',
  Koncert: 'eventType.concert',
  'Nastup uživo': 'eventType.livePerformance',
  'DJ veče': 'eventType.djNight',
  'Tematsko veče': 'eventType.themeNight',
  Karaoke: 'eventType.karaoke',
  'Stand-up': 'eventType.standUp',
  Kviz: 'eventType.quiz',
};

/** The guest-book tags every venue has ('Stalni gost'); a venue's own tags are its own words. */
export const GUEST_TAG_MESSAGES: Record<(typeof GUEST_TAGS)[number], MessageId> = {
  VIP: 'guestTag.vip',
  'Stalni gost': 'guestTag.regular',
  Rođendan: 'guestTag.birthday',
  'Ne primati': 'guestTag.doNotAdmit',
};

/** A value of `messages` in `locale`; one the list does not have (a manager's own type), as it came. */
function labelOf(messages: Record<string, MessageId>, value: string, locale: Locale): string {
  const id = Object.prototype.hasOwnProperty.call(messages, value) ? messages[value] : undefined;
  return id ? t(id, {}, locale) : value;
}

/** A venue's type in `locale` ('Splav', 'River club'). */
export const venueTypeLabel = (type: string, locale: Locale = DEFAULT_LOCALE): string => labelOf(VENUE_TYPE_MESSAGES, type, locale);

/** A venue's city in `locale` ('Beograd', 'Belgrade'). */
export const cityLabel = (city: string, locale: Locale = DEFAULT_LOCALE): string => labelOf(CITY_MESSAGES, city, locale);

/** An event's type in `locale` when it is one the form suggests ('Žurka', 'Party'); a type of the venue's own words as written. */
export const eventTypeLabel = (type: string, locale: Locale = DEFAULT_LOCALE): string => labelOf(EVENT_TYPE_MESSAGES, type, locale);

/** A day of the week (index as Date#getDay) in `locale` ('Petak', 'Петак', 'Friday'). */
export const weekdayLabel = (dayIndex: number, locale: Locale = DEFAULT_LOCALE): string => t(WEEKDAY_MESSAGES[dayIndex], {}, locale);

/** Where a venue is, as its pages write it: 'Ušće bb, Belgrade' (its address as the venue wrote it, its city in `locale`). */
export const venuePlaceText = (venue: { location?: string | null; city?: string | null }, locale: Locale = DEFAULT_LOCALE): string =>
  [venue.location, venue.city ? cityLabel(venue.city, locale) : ''].filter(Boolean).join(', ');

/** A guest-book tag in `locale` when it is one every venue has ('Stalni gost', 'Regular guest'); a venue's own tag as written. */
export const guestTagLabel = (tag: string, locale: Locale = DEFAULT_LOCALE): string => labelOf(GUEST_TAG_MESSAGES, tag, locale);

/** 'VIP — Stalni gost, 12 dolazaka' ('VIP — Regular guest, 12 visits'): the door's line about a guest, in `locale`. */
export function guestBadgeLine(badge: Pick<GuestBadge, 'tags' | 'visits'>, locale: Locale = DEFAULT_LOCALE): string {
  const visits = t('guests.visitsCount', { count: badge.visits }, locale);
  const [first, ...more] = badge.tags.map((tag) => guestTagLabel(tag, locale));
  if (!first) return visits;
  return `${more.length ? `${first} — ${more.join(', ')}` : first}, ${visits}`;
}
