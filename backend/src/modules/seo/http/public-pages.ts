import fs from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { localeOfPath, pathWithoutLocale, type Locale } from '@izlazak/contracts';
import { withLeadPicture, type LeadPicture } from '#platform/http/lead-picture';
import type { ReadCache } from '#platform/read-cache/read-cache';
import type { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../events/domain/venue-night';
import { eventPageHead, languageAlternates, missingPageHead, sitePageHead, venuePageHead, withPageHead, type SitePage, type VenueSubpage } from '../domain/page-heads';
import type { PageHead, TicketOffer } from '../domain/public-page';
import { EVENT_PAGE_TABLES, readPublicEvent, readPublicVenue, VENUE_PAGE_TABLES } from '../queries/public-rows';
import { cacheable, type CacheableAnswer } from './cacheable-answer';
import { ServerRender, type RenderedPage } from './server-render';

/** The pictures the list pages open with, read now: the home slider's first, the first card of /events and of /clubs. */
export interface ListPictures {
  home: () => Promise<string | null>;
  events: () => Promise<string | null>;
  clubs: () => Promise<string | null>;
}

export interface PublicPagesOptions {
  distDir: string;
  appUrl: string;
  pool: pg.Pool;
  cache: ReadCache;
  clock: NightClock;
  pictures: ListPictures;
  /** The event's ticket tiers as sold now, for its JSON-LD offers (the tickets module stands beside seo, so the app hands them in). */
  ticketOffers?: (eventId: string, now: Date) => Promise<TicketOffer[]>;
}

/** An event page with tickets stands on their tables too: an order changes what is left, so its offers' availability. */
const TICKET_TABLES = ['ticket_tiers', 'ticket_orders'];

const renderLog = new Logger('ServerRender');

type Route = { kind: 'site'; page: SitePage } | { kind: 'event'; id: string } | { kind: 'venue'; id: string; subpage: VenueSubpage };

const SITE_ROUTES: Record<string, SitePage> = { '/': 'home', '/events': 'events', '/event': 'events', '/clubs': 'clubs', '/contact': 'contact', '/about': 'about' };

/** The public page an address names in any language (a trailing slash or not), or null for anything else (the dashboard, sign-in…). */
export function publicRoute(urlPath: string): Route | null {
  const page = pathWithoutLocale(urlPath);
  const trimmed = page.length > 1 ? page.replace(/\/$/, '') : page;
  if (SITE_ROUTES[trimmed]) return { kind: 'site', page: SITE_ROUTES[trimmed] };
  const event = /^\/event\/([^/]{1,100})$/.exec(trimmed);
  if (event) return { kind: 'event', id: decodeURIComponent(event[1]) };
  const venue = /^\/club\/([^/]{1,100})(?:\/(events|contact))?$/.exec(trimmed);
  if (venue) return { kind: 'venue', id: decodeURIComponent(venue[1]), subpage: (venue[2] as VenueSubpage | undefined) ?? 'home' };
  return null;
}

interface Page {
  status: 200 | 404 | 410;
  head: PageHead;
  leadPicture: LeadPicture | null;
  tables: readonly string[];
}

/**
 * The public pages (home, /events, /event/{id}, /clubs, /club/{id} and its events and contact
 * pages, /contact, /about) as search engines and link previews read them without running scripts:
 * the built index.html with the page's title, description, canonical address, Open Graph and
 * Twitter tags and schema.org JSON-LD (an event, a venue), the picture the page opens with, and
 * the page itself rendered by React with the reads it came from (ServerRender), for the browser
 * to hydrate. An address that names nothing public answers 404, a deleted event or venue 410 (the
 * app shows either). A 200 page is kept in the read cache while the read models it came from (its
 * own and those of every API read its render made) stand and tonight is still tonight (a page
 * says whether its event is past), so the front door serves it.
 */
export function publicPages(options: PublicPagesOptions) {
  const indexHtml = path.join(options.distDir, 'index.html');
  const serverRender = new ServerRender(options.distDir);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let route: Route | null;
    try {
      route = publicRoute(req.path);
    } catch {
      return next(); // a malformed %-escape: the app's own not-found page
    }
    if (!route) return next();
    try {
      const template = await fs.readFile(indexHtml, 'utf8').catch(() => null);
      if (template === null) return next();
      const versions = await options.cache.versionsNow(req);
      const night = tonight(options.clock.now());
      const locale = localeOfPath(req.path);
      const page = await pageOf(route, req.path, options, req.url.includes('?'), locale);
      const withHead = withPageHead(template, page.head, locale);
      // A missing or deleted event or venue is rendered too: the page comes with the read that answered 404 or 410, so the browser shows it without asking again.
      const rendered = await renderedPage(serverRender, withHead, req);
      // A rendered page shows its opening picture itself, and React's render asks for it early.
      const answer: CacheableAnswer = {
        status: page.status,
        body: rendered ? rendered.html : withLeadPicture(withHead, page.leadPicture),
        contentType: 'text/html; charset=utf-8',
        ...readFrom(page.tables, rendered?.reads ?? []),
        stillFresh: () => tonight(options.clock.now()) === night,
      };
      cacheable(options.cache, req, res, versions, answer);
    } catch {
      // No head is better than no page: the app itself still loads.
      next();
    }
  };
}

/**
 * The events' API reads are not kept by the read cache (what they answer moves with tonight, as a
 * page does): a page rendered from them stands on their tables (and on tonight). Every other read
 * is a cached public read, and the page stands while it would.
 */
const EVENT_READ = /^\/api\/event(?:[/?]|$)/;
const EVENT_READ_TABLES = ['event_listings', 'event_venues', 'venues'];

function readFrom(tables: readonly string[], reads: string[]): Pick<CacheableAnswer, 'tables' | 'alsoReadFrom'> {
  const readsEvents = reads.some((read) => EVENT_READ.test(read));
  return {
    tables: readsEvents ? [...new Set([...tables, ...EVENT_READ_TABLES])] : tables,
    alsoReadFrom: reads.filter((read) => !EVENT_READ.test(read)),
  };
}

/** The page rendered by React from this server's own API, or null to leave it to the browser (no server build, a failed render). */
async function renderedPage(serverRender: ServerRender, template: string, req: Request): Promise<RenderedPage | null> {
  return serverRender.page(template, req.originalUrl, `http://127.0.0.1:${req.socket.localPort}`).catch((error: unknown) => {
    renderLog.warn(`Server render of ${req.originalUrl} failed, the browser renders it: ${String(error)}`);
    return null;
  });
}

/** The page in its language, with the same page in every language beside it (a page that names nothing has none). */
async function pageOf(route: Route, urlPath: string, options: PublicPagesOptions, filtered: boolean, locale: Locale): Promise<Page> {
  const page = await pageIn(route, urlPath, options, filtered, locale);
  if (page.status !== 200) return page;
  return { ...page, head: { ...page.head, alternates: languageAlternates(page.head.canonical, options.appUrl) } };
}

async function pageIn(route: Route, urlPath: string, options: PublicPagesOptions, filtered: boolean, locale: Locale): Promise<Page> {
  const { appUrl, pool, pictures } = options;
  switch (route.kind) {
    case 'site': {
      // Filters in a list's address show other cards first: its first card's picture is not known here.
      const list = route.page === 'events' || route.page === 'clubs';
      const picture = route.page === 'home' ? await pictures.home() : list && !filtered ? await pictures[route.page as 'events' | 'clubs']() : null;
      const tables = { home: ['site_slider_images'], events: ['event_listings', 'event_venues'], clubs: ['venues'], contact: [], about: [] }[route.page];
      return {
        status: 200,
        head: sitePageHead(route.page, appUrl, route.page === 'home' && picture ? new URL(picture, `${appUrl}/`).toString() : null, locale),
        // The home page opens on its slider (painted in the boot shell); a list's first card is only fetched early.
        leadPicture: picture ? { url: picture, inBootShell: route.page === 'home' } : null,
        tables,
      };
    }
    case 'event': {
      const event = await readPublicEvent(pool, route.id, appUrl, options.clock.now());
      if (event.state === 'missing') return missing(appUrl, urlPath, false, locale);
      const ticketOffers = (await options.ticketOffers?.(route.id, options.clock.now())) ?? [];
      return {
        status: event.state === 'gone' ? 410 : 200,
        head: eventPageHead({ ...event.value, ticketOffers }, appUrl, locale),
        leadPicture: null,
        tables: [...EVENT_PAGE_TABLES, ...TICKET_TABLES],
      };
    }
    case 'venue': {
      const venue = await readPublicVenue(pool, route.id, appUrl);
      if (venue.state === 'missing') return missing(appUrl, urlPath, false, locale);
      if (venue.state === 'gone') return missing(appUrl, urlPath, true, locale);
      const lead = route.subpage === 'home' && venue.leadPicture ? { url: venue.leadPicture, inBootShell: true } : null;
      return { status: 200, head: venuePageHead(venue.value, route.subpage, appUrl, locale), leadPicture: lead, tables: VENUE_PAGE_TABLES };
    }
  }
}

const missing = (appUrl: string, urlPath: string, gone: boolean, locale: Locale): Page => ({
  status: gone ? 410 : 404,
  head: missingPageHead(appUrl, urlPath, gone, locale),
  leadPicture: null,
  tables: [],
});
