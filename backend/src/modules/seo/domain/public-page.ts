import type { WorkingHoursDay } from '../../venues/domain/venue.events';

/** A venue as its public pages and their structured data show it (every link absolute). */
export interface PublicVenue {
  id: string;
  name: string;
  type: string;
  description: string;
  /** The description in English (docs/i18n.md, *Venue content in English*); null: none. */
  descriptionEn: string | null;
  location: string;
  city: string;
  phone: string;
  email: string;
  url: string;
  /** Its pictures for previews, best first (profile picture, slider, logo). */
  images: string[];
  latitude: number | null;
  longitude: number | null;
  workingHours: WorkingHoursDay[];
  socialLinks: string[];
}

/** An event as its public page and its structured data show it. */
export interface PublicEvent {
  id: string;
  title: string;
  description: string;
  /** The title and description in English; null: none. */
  titleEn: string | null;
  descriptionEn: string | null;
  type: string;
  /** The venue's night, yyyy-MM-dd. */
  night: string;
  startTime: string;
  startsAt: Date;
  endsAt: Date | null;
  ticketPrice: string;
  /** 'Izvođači' as the manager named them; empty when not named. */
  performers: string[];
  url: string;
  /** The event's poster, absolute; null when it has none. */
  poster: string | null;
  createdAt: Date;
  /** Its night is over: the page stays, marked as past. */
  past: boolean;
  /** Deleted (or its venue is): the page answers 410 and the data says EventCancelled. */
  cancelled: boolean;
  venue: PublicVenue;
  /** The event's ticket tiers as sold now ('Ulaznice', docs/tickets.md); none: the event's own 'Cena ulaznice' is its one offer. */
  ticketOffers?: TicketOffer[];
}

/** One tier of an event's tickets, as the tickets module says it is sold at the moment of the page. */
export interface TicketOffer {
  name: string;
  /** RSD per ticket. */
  price: number;
  state: 'onSale' | 'soldOut' | 'notYet' | 'ended';
  /** ISO instants; null: from when the tiers were set, until the event ends. */
  salesStart: string | null;
  salesEnd: string | null;
}

/** Everything a page's head carries for search engines and link previews. */
export interface PageHead {
  /** The whole <title>. */
  title: string;
  description: string;
  /** APP_URL and the page's own path, no query. */
  canonical: string;
  /** A picture for previews: every public page has one (the site's own when the page has none). */
  image: { url: string; alt: string };
  ogType: 'website' | 'article';
  jsonLd: Record<string, unknown>[];
  /** A page that is gone or not public: not to be indexed. */
  noindex?: boolean;
  /** The same page in each language (hreflang), x-default included; none for a page that names nothing. */
  alternates?: { hreflang: string; href: string }[];
}
