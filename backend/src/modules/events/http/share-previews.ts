import fs from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { SLIDER_SLOTS, type SliderSlot } from '@izlazak/contracts';
import { withLeadPicture } from '#platform/http/lead-picture';
import { escapeHtml } from '#platform/mail/mail-rule';

/**
 * Link previews and search engines read a page's HTML without running its JavaScript. For an
 * event's address (/event/{id}) and a venue's (/club/{id}, and its subpages) the served
 * index.html already carries the title, description and image as Open Graph tags and the
 * schema.org JSON-LD (Event; NightClub, Restaurant, …), and a venue's home its hero picture in the
 * boot shell (platform/http/lead-picture.ts). Anything else, or a page that is not public, falls
 * through to the plain single-page app.
 */
export function sharePreviews(options: { distDir: string; appUrl: string; pool: pg.Pool }) {
  const indexHtml = path.join(options.distDir, 'index.html');
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const event = /^\/event\/([^/]{1,100})\/?$/.exec(req.path);
    const venue = /^\/club\/([^/]{1,100})(\/(?:events|contact))?\/?$/.exec(req.path);
    if (!event && !venue) return next();
    try {
      const preview = event
        ? await eventPreview(options.pool, decodeURIComponent(event[1]), options.appUrl)
        : await venuePreview(options.pool, decodeURIComponent(venue![1]), options.appUrl);
      if (!preview) return next();
      const onVenueHome = venue && !venue[2];
      const html = withLeadPicture(withPreview(await fs.readFile(indexHtml, 'utf8'), preview), onVenueHome && preview.leadPicture ? { url: preview.leadPicture, inBootShell: true } : null);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    } catch {
      // No preview is better than no page: the app itself still loads.
      next();
    }
  };
}

export interface Preview {
  title: string;
  description: string;
  url: string;
  image: string | null;
  type: 'website' | 'article';
  jsonLd: Record<string, unknown>;
  /** The picture the page opens with (a venue's hero), as the page itself links it. */
  leadPicture: string | null;
}

/** index.html with the preview's tags in its head (its own title and description replaced). */
export function withPreview(html: string, preview: Preview): string {
  const description = shorten(preview.description, 300);
  const tags = [
    `<meta property="og:site_name" content="Izlazak" />`,
    `<meta property="og:type" content="${preview.type}" />`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(preview.url)}" />`,
    ...(preview.image ? [`<meta property="og:image" content="${escapeHtml(preview.image)}" />`] : []),
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    `<script type="application/ld+json">${jsonForScript(preview.jsonLd)}</script>`,
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(preview.title)} · Izlazak</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', `  ${tags}\n  </head>`);
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

const absolute = (appUrl: string, link: string | null | undefined) => (link ? new URL(link, `${appUrl}/`).toString() : null);

/** The schema.org type of a venue by its kind. */
export function venueSchemaType(type: string): string {
  switch (type) {
    case 'Restoran':
    case 'Kafana':
      return 'Restaurant';
    case 'Kafić':
      return 'CafeOrCoffeeShop';
    case 'Bar':
    case 'Pab':
    case 'Lounge bar':
      return 'BarOrPub';
    default:
      return 'NightClub';
  }
}

async function eventPreview(pool: pg.Pool, eventId: string, appUrl: string): Promise<Preview | null> {
  const { rows } = await pool.query<{
    id: string; title: string; description: string; type: string; starts_at: Date; ends_at: Date | null; ticket_price: string;
    image: { url: string } | null; club_id: string; club: string; location: string; club_type: string; club_phone: string;
  }>(
    `SELECT e.id, e.title, e.description, e.type, e.starts_at, e.ends_at, e.ticket_price, e.image, e.club_id,
       v.name AS club, v.location, v.type AS club_type, v.phone AS club_phone
     FROM event_listings e JOIN event_venues v ON v.club_id = e.club_id
     WHERE e.id = $1 AND NOT e.deleted AND NOT v.deleted AND v.approved`,
    [eventId],
  );
  const event = rows[0];
  if (!event) return null;
  const url = `${appUrl}/event/${encodeURIComponent(event.id)}`;
  const image = absolute(appUrl, event.image?.url);
  return {
    title: `${event.title} — ${event.club}`,
    description: event.description,
    url,
    image,
    type: 'article',
    leadPicture: null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: event.description,
      startDate: event.starts_at.toISOString(),
      ...(event.ends_at ? { endDate: event.ends_at.toISOString() } : {}),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url,
      ...(image ? { image: [image] } : {}),
      location: {
        '@type': venueSchemaType(event.club_type),
        name: event.club,
        url: `${appUrl}/club/${encodeURIComponent(event.club_id)}`,
        address: { '@type': 'PostalAddress', streetAddress: event.location, addressLocality: 'Beograd', addressCountry: 'RS' },
      },
      offers: { '@type': 'Offer', price: event.ticket_price, priceCurrency: 'RSD', url, availability: 'https://schema.org/InStock' },
      organizer: { '@type': 'Organization', name: event.club, url: `${appUrl}/club/${encodeURIComponent(event.club_id)}` },
    },
  };
}

async function venuePreview(pool: pg.Pool, clubId: string, appUrl: string): Promise<Preview | null> {
  const { rows } = await pool.query<{
    id: string; name: string; description: string; type: string; location: string; city: string; phone: string; email: string;
    images: Partial<Record<'logo' | 'thumbnail', { url: string }>>; slider_images: Partial<Record<SliderSlot, { url: string }>>;
  }>(
    `SELECT id, name, description, type, location, city, phone, email, images, slider_images FROM venues WHERE id = $1 AND NOT deleted AND status = 'approved'`,
    [clubId],
  );
  const venue = rows[0];
  if (!venue) return null;
  const url = `${appUrl}/club/${encodeURIComponent(venue.id)}`;
  const image = absolute(appUrl, venue.images.thumbnail?.url ?? venue.images.logo?.url);
  return {
    title: venue.name,
    description: venue.description || `${venue.type} · ${[venue.location, venue.city].filter(Boolean).join(', ')}`,
    url,
    image,
    type: 'website',
    // The venue hero's first slide, or its profile picture when it has no slider (VenueHero).
    leadPicture: SLIDER_SLOTS.map((slot) => venue.slider_images[slot]?.url).find(Boolean) ?? venue.images.thumbnail?.url ?? null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': venueSchemaType(venue.type),
      name: venue.name,
      ...(venue.description ? { description: venue.description } : {}),
      url,
      ...(image ? { image } : {}),
      ...(venue.phone ? { telephone: venue.phone } : {}),
      ...(venue.email ? { email: venue.email } : {}),
      address: { '@type': 'PostalAddress', streetAddress: venue.location, addressLocality: venue.city, addressCountry: 'RS' },
    },
  };
}
