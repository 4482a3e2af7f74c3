import { DEFAULT_LOCALE, LANGUAGE_TAG, LOCALES, cityLabel, pathInLocale, t, venuePlaceText, venueTypeLabel, weekdayLabel, type Locale, type MessageId } from '@izlazak/contracts';
import { escapeHtml } from '#platform/mail/mail-rule';
import { serbianDate } from './belgrade-time';
import type { PageHead, PublicEvent, PublicVenue } from './public-page';
import { eventJsonLd, venueJsonLd } from './structured-data';

const SITE = 'Izlazak';
/** The site's own picture for previews (frontend/public), for pages without one of their own. */
export const SITE_IMAGE = '/og-image.png';

/** The public pages that are the same for everyone: home, lists, contact, about. */
export type SitePage = 'home' | 'events' | 'clubs' | 'contact' | 'about';

const SITE_PAGES: Record<SitePage, { path: string; title: MessageId; description: MessageId }> = {
  home: { path: '/', title: 'head.home.title', description: 'head.home.description' },
  events: { path: '/events', title: 'head.events.title', description: 'head.events.description' },
  clubs: { path: '/clubs', title: 'head.clubs.title', description: 'head.clubs.description' },
  contact: { path: '/contact', title: 'head.contact.title', description: 'head.contact.description' },
  about: { path: '/about', title: 'head.about.title', description: 'head.about.description' },
};

/** A page's title as browsers and search results show it: the site's name after its own (the home page's title already starts with it). */
const titled = (title: string) => `${title} · ${SITE}`;

export function sitePageHead(page: SitePage, appUrl: string, image: string | null, locale: Locale = DEFAULT_LOCALE): PageHead {
  const { path, title, description } = SITE_PAGES[page];
  const canonical = `${appUrl}${pathInLocale(path, locale)}`;
  return {
    title: page === 'home' ? t(title, {}, locale) : titled(t(title, {}, locale)),
    description: t(description, {}, locale),
    canonical,
    image: { url: image ?? `${appUrl}${SITE_IMAGE}`, alt: SITE },
    ogType: 'website',
    jsonLd: page === 'home' ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE, url: canonical, inLanguage: LANGUAGE_TAG[locale] }] : [],
  };
}

/**
 * A venue's own words as the page in `locale` shows them: an English page takes the English text
 * where the venue wrote one and the Serbian one otherwise (the page marks it; docs/i18n.md,
 * *Venue content in English*). Serbian pages keep the Serbian texts.
 */
export function venueInLocale(venue: PublicVenue, locale: Locale): PublicVenue {
  return locale === 'en' && venue.descriptionEn ? { ...venue, description: venue.descriptionEn } : venue;
}

export function eventInLocale(event: PublicEvent, locale: Locale): PublicEvent {
  if (locale !== 'en') return event;
  return { ...event, title: event.titleEn || event.title, description: event.descriptionEn || event.description, venue: venueInLocale(event.venue, locale) };
}

/** A venue's page and its events and contact pages. */
export type VenueSubpage = 'home' | 'events' | 'contact';

export function venuePageHead(written: PublicVenue, subpage: VenueSubpage, appUrl: string, locale: Locale = DEFAULT_LOCALE): PageHead {
  const venue = venueInLocale(written, locale);
  const place = venuePlaceText(venue, locale);
  const type = venueTypeLabel(venue.type, locale);
  const about = `${type}${place ? ` · ${place}` : ''}`;
  const values = { name: venue.name, type, about, city: venue.city ? cityLabel(venue.city, locale) : t('head.venue.defaultCity', {}, locale) };
  const head = {
    home: { title: t('head.venue.title', values, locale), description: venue.description || t('head.venue.description', values, locale), path: '' },
    events: { title: t('head.venue.events.title', values, locale), description: t('head.venue.events.description', values, locale), path: '/events' },
    contact: { title: t('head.venue.contact.title', values, locale), description: t('head.venue.contact.description', values, locale), path: '/contact' },
  }[subpage];
  return {
    title: titled(head.title),
    description: head.description,
    canonical: localizedUrl(`${venue.url}${head.path}`, appUrl, locale),
    image: { url: venue.images[0] ?? `${appUrl}${SITE_IMAGE}`, alt: venue.name },
    ogType: 'website',
    jsonLd: [venueJsonLd(venue, localizedUrl(venue.url, appUrl, locale))],
  };
}

/** The night as the page's language writes it: 31.12.2026 in Serbian, Dec 31, 2026 in English. */
function nightDate(night: string, locale: Locale): string {
  if (locale !== 'en') return serbianDate(night);
  const [y, m, d] = night.split('-').map(Number);
  return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

function nightWeekday(night: string, locale: Locale): string {
  const [y, m, d] = night.split('-').map(Number);
  return weekdayLabel(new Date(Date.UTC(y, m - 1, d)).getUTCDay(), locale);
}

/**
 * An event's page: what, where and when in its title and description (a past one says it was held,
 * a deleted one that it was cancelled), the poster or else the venue's picture.
 */
export function eventPageHead(written: PublicEvent, appUrl: string, locale: Locale = DEFAULT_LOCALE): PageHead {
  const event = eventInLocale(written, locale);
  const date = nightDate(event.night, locale);
  const weekday = nightWeekday(event.night, locale);
  const when = event.startTime ? t('head.event.whenFrom', { weekday, date, time: event.startTime }, locale) : t('head.event.when', { weekday, date }, locale);
  const place = [event.venue.name, event.venue.location].filter(Boolean).join(', ');
  const state = event.cancelled ? t('head.event.stateCancelled', {}, locale) : event.past ? t('head.event.statePast', { date }, locale) : '';
  const price = Number(event.ticketPrice) > 0 ? ` ${t('head.event.ticket', { price: event.ticketPrice }, locale)}` : '';
  const lineUp = event.performers.length ? ` ${t('head.event.lineUp', { names: event.performers.join(', ') }, locale)}` : '';
  const titleValues = { title: event.title, venue: event.venue.name, date };
  const title = event.cancelled ? 'head.event.titleCancelled' : event.past ? 'head.event.titlePast' : 'head.event.title';
  return {
    title: titled(t(title, titleValues, locale)),
    description: `${state ? `${state} ` : ''}${when} · ${place}.${lineUp}${price} ${event.description}`.trim(),
    canonical: localizedUrl(event.url, appUrl, locale),
    image: { url: event.poster ?? event.venue.images[0] ?? `${appUrl}${SITE_IMAGE}`, alt: event.poster ? event.title : event.venue.name },
    ogType: 'article',
    jsonLd: [eventJsonLd(event, localizedUrl(event.url, appUrl, locale))],
    noindex: event.cancelled,
  };
}

/** A page whose address names nothing public (404) or what is gone (410): the app shows it, search engines drop it. */
export function missingPageHead(appUrl: string, path: string, gone: boolean, locale: Locale = DEFAULT_LOCALE): PageHead {
  return {
    title: titled(t(gone ? 'head.gone.title' : 'head.missing.title', {}, locale)),
    description: t(gone ? 'head.gone.description' : 'head.missing.description', {}, locale),
    canonical: `${appUrl}${path}`,
    image: { url: `${appUrl}${SITE_IMAGE}`, alt: SITE },
    ogType: 'website',
    jsonLd: [],
    noindex: true,
  };
}

/** An absolute address of a page (sr-Latn, as the read models write it) in `locale`. */
export function localizedUrl(url: string, appUrl: string, locale: Locale): string {
  return url.startsWith(appUrl) ? `${appUrl}${pathInLocale(url.slice(appUrl.length) || '/', locale)}` : url;
}

/** The same page in every language, and x-default (the sr-Latn one), for hreflang links in the head and the sitemap. */
export function languageAlternates(canonical: string, appUrl: string): { hreflang: string; href: string }[] {
  const inEach = LOCALES.map((locale) => ({ hreflang: LANGUAGE_TAG[locale], href: localizedUrl(canonical, appUrl, locale) }));
  return [...inEach, { hreflang: 'x-default', href: localizedUrl(canonical, appUrl, DEFAULT_LOCALE) }];
}

/** og:locale's form of a language (Open Graph writes language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { 'sr-Latn': 'sr_RS', 'sr-Cyrl': 'sr_RS', en: 'en_US' };

/** index.html with the page's head: its own title and description replaced, the rest added before </head>. */
export function withPageHead(html: string, head: PageHead, locale: Locale = DEFAULT_LOCALE): string {
  const description = shorten(head.description, 300);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image.url)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.image.url)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(head.image.alt)}" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${LANGUAGE_TAG[locale]}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(shorten(head.description, 160))}" />`)
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

/** JSON inside <script>: nothing in it can close the tag or open a comment. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function shorten(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}
