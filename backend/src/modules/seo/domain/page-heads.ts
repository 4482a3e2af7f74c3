import { escapeHtml } from '#platform/mail/mail-rule';
import { serbianDate } from './belgrade-time';
import type { PageHead, PublicEvent, PublicVenue } from './public-page';
import { eventJsonLd, venueJsonLd, weekdayName } from './structured-data';

const SITE = 'Izlazak';
/** The site's own picture for previews (frontend/public), for pages without one of their own. */
export const SITE_IMAGE = '/og-image.png';

/** The public pages that are the same for everyone: home, lists, contact, about. */
export type SitePage = 'home' | 'events' | 'clubs' | 'contact' | 'about';

const SITE_PAGES: Record<SitePage, { path: string; title: string; description: string }> = {
  home: {
    path: '/',
    title: 'Izlazak — noćni život, događaji i rezervacije',
    description: 'Izlazak: pronađite klubove, splavove, restorane i događaje i rezervišite sto.',
  },
  events: {
    path: '/events',
    title: `Događaji — žurke, koncerti i svirke · ${SITE}`,
    description: 'Žurke, koncerti i svirke u klubovima, na splavovima i u restoranima: šta je večeras i ove nedelje, sa cenom ulaznice i rezervacijom stola.',
  },
  clubs: {
    path: '/clubs',
    title: `Klubovi, splavovi, barovi i restorani · ${SITE}`,
    description: 'Klubovi, splavovi, barovi, kafići i restorani na jednom mestu: adrese, radno vreme, meni, događaji i rezervacija stola.',
  },
  contact: {
    path: '/contact',
    title: `Kontakt · ${SITE}`,
    description: 'Pišite nam: pitanja o rezervacijama, saradnja i upis vašeg objekta na Izlazak.',
  },
  about: {
    path: '/about',
    title: `O nama · ${SITE}`,
    description: 'Izlazak okuplja klubove, splavove, barove i restorane, njihove događaje i rezervacije stolova na jednom mestu.',
  },
};

export function sitePageHead(page: SitePage, appUrl: string, image: string | null): PageHead {
  const { path, title, description } = SITE_PAGES[page];
  const canonical = path === '/' ? `${appUrl}/` : `${appUrl}${path}`;
  return {
    title,
    description,
    canonical,
    image: { url: image ?? `${appUrl}${SITE_IMAGE}`, alt: SITE },
    ogType: 'website',
    jsonLd: page === 'home' ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE, url: canonical, inLanguage: 'sr-Latn' }] : [],
  };
}

/** A venue's page and its events and contact pages. */
export type VenueSubpage = 'home' | 'events' | 'contact';

export function venuePageHead(venue: PublicVenue, subpage: VenueSubpage, appUrl: string): PageHead {
  const place = [venue.location, venue.city].filter(Boolean).join(', ');
  const about = `${venue.type}${place ? ` · ${place}` : ''}`;
  const head = {
    home: { title: `${venue.name} — ${venue.type}, ${venue.city || 'Beograd'}`, description: venue.description || `${about}. Radno vreme, meni, događaji i rezervacija stola.`, path: '' },
    events: { title: `Događaji — ${venue.name}`, description: `Žurke, koncerti i svirke u objektu ${venue.name} (${about}): program i rezervacija stola.`, path: '/events' },
    contact: { title: `Kontakt — ${venue.name}`, description: `Adresa, telefon i radno vreme objekta ${venue.name} (${about}).`, path: '/contact' },
  }[subpage];
  return {
    title: `${head.title} · ${SITE}`,
    description: head.description,
    canonical: `${venue.url}${head.path}`,
    image: { url: venue.images[0] ?? `${appUrl}${SITE_IMAGE}`, alt: venue.name },
    ogType: 'website',
    jsonLd: [venueJsonLd(venue)],
  };
}

/**
 * An event's page: what, where and when in its title and description (a past one says it was held,
 * a deleted one that it was cancelled), the poster or else the venue's picture.
 */
export function eventPageHead(event: PublicEvent, appUrl: string): PageHead {
  const when = `${weekdayName(event.night)} ${serbianDate(event.night)}.${event.startTime ? ` od ${event.startTime}` : ''}`;
  const place = [event.venue.name, event.venue.location].filter(Boolean).join(', ');
  const state = event.cancelled ? 'Otkazano: ' : event.past ? `Održano ${serbianDate(event.night)}. ` : '';
  const price = Number(event.ticketPrice) > 0 ? ` Ulaznica ${event.ticketPrice} RSD.` : '';
  const lineUp = event.performers.length ? ` Izvođači: ${event.performers.join(', ')}.` : '';
  return {
    title: `${event.cancelled ? 'Otkazano: ' : ''}${event.title} — ${event.venue.name}, ${serbianDate(event.night)}${event.past && !event.cancelled ? ' (održano)' : ''} · ${SITE}`,
    description: `${state}${when} · ${place}.${lineUp}${price} ${event.description}`.trim(),
    canonical: event.url,
    image: { url: event.poster ?? event.venue.images[0] ?? `${appUrl}${SITE_IMAGE}`, alt: event.poster ? event.title : event.venue.name },
    ogType: 'article',
    jsonLd: [eventJsonLd(event)],
    noindex: event.cancelled,
  };
}

/** A page whose address names nothing public (404) or what is gone (410): the app shows it, search engines drop it. */
export function missingPageHead(appUrl: string, path: string, gone: boolean): PageHead {
  return {
    title: `${gone ? 'Stranica više ne postoji' : 'Stranica nije pronađena'} · ${SITE}`,
    description: gone ? 'Ovo više nije na Izlasku.' : 'Na ovoj adresi nema ničega.',
    canonical: `${appUrl}${path}`,
    image: { url: `${appUrl}${SITE_IMAGE}`, alt: SITE },
    ogType: 'website',
    jsonLd: [],
    noindex: true,
  };
}

/** index.html with the page's head: its own title and description replaced, the rest added before </head>. */
export function withPageHead(html: string, head: PageHead): string {
  const description = shorten(head.description, 300);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:site_name" content="${SITE}" />`,
    '<meta property="og:locale" content="sr_RS" />',
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
