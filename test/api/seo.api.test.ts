import http from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import robotsParser from 'robots-parser';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { NightClock } from '../../backend/src/modules/events/queries/event-rows';
import { appPerSuite } from '../support/app';
import { sitemapProblems } from '../support/sitemap-schema';
import { jsonLdBlocks, structuredDataProblems, warmUpStructuredData } from '../support/structured-data';
import { MANAGER_PASSWORD, bracketFields, clubBody, createVenue, pngImage, sendForm } from './venues-fixtures';

// ical.js is an ES module with a CommonJS build: its types come from the former, the code from the latter.
const ICAL: typeof ICALModule = require('ical.js');

const SITEMAP_LIMIT = 4;
// 1 December 2026, noon in Belgrade: the events below (31 December) are upcoming.
const DECEMBER = new Date('2026-12-01T11:00:00Z');

function eventForm(overrides: Record<string, unknown> = {}) {
  return bracketFields({
    title: 'Doček na splavu',
    description: 'Doček Nove godine uz house i disco do jutra',
    dateOfEvent: '31.12.2026',
    startTime: '22:00',
    endTime: '05:00',
    type: 'Žurka',
    ticketPrice: '2500',
    priority: '0',
    possibilityOfShowing: ['Rezervacija stola'],
    ...overrides,
  });
}

interface Page {
  status: number;
  html: string;
  headers: Headers;
}

/** A GET that leaves the body as sent, to see its encoding. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/:/g, '\\:')}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** What #root shows, as a reader sees it: without tags, React's text separators or entities. */
const pageText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script id="izlazak-state"'))
    .replace(/<!-- -->|<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

// Compiling the schema.org types takes seconds: done before the app starts, so no request waits on it.
beforeAll(() => warmUpStructuredData(['Event', 'NightClub', 'BarOrPub', 'Restaurant', 'WebSite']), 60_000);

describe('What search engines and calendars read', () => {
  const app = appPerSuite({ env: { SITEMAP_URL_LIMIT: String(SITEMAP_LIMIT) } });
  const { api } = app;
  let now = DECEMBER;
  let splav: { id: string; manager: string };
  let bar: string;
  let restaurant: string;
  let pending: string;

  const page = async (address: string, headers: Record<string, string> = {}): Promise<Page> => {
    const response = await fetch(`${app.baseUrl}${address}`, { headers });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  const publish = async (token: string, overrides: Record<string, unknown> = {}, poster = false) => {
    const files = poster ? [{ field: 'image', content: await pngImage(1200, 630), filename: 'plakat.png' }] : [];
    const response = await sendForm(app.baseUrl, 'POST', '/api/event', eventForm(overrides), files, token);
    if (response.status !== 201) throw new Error(`publish: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { _id: string; image: string | null };
  };
  const change = (id: string, overrides: Record<string, unknown>) => sendForm(app.baseUrl, 'PUT', `/api/event/${id}`, eventForm(overrides), [], splav.manager);
  const expectValid = async (data: Record<string, any>) => expect(await structuredDataProblems(data)).toEqual([]);

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => now);
    const created = await createVenue(api, app.adminToken, 'Splav Talas', { type: 'Splav', location: 'Kej oslobođenja bb', city: 'Beograd' });
    splav = { id: created.id, manager: await api.login(created.managerEmail, MANAGER_PASSWORD) };
    bar = (await createVenue(api, app.adminToken, 'Bar Kod Mike', { type: 'Pab' })).id;
    restaurant = (await createVenue(api, app.adminToken, 'Restoran Ušće', { type: 'Restoran' })).id;
    const signUp = await api.post('/api/auth/register-company', {
      user: { firstName: 'Petar', lastName: 'Petrović', mobilePhone: '+381 60 1', email: 'vlasnik@cekanje.test', password: 'lozinka1', confirmPassword: 'lozinka1' },
      club: clubBody('Klub Na Čekanju'),
    });
    expect(signUp.status).toBe(201);
    pending = (await api.get('/api/club?status=pending&page=1&size=10', app.adminToken)).body.data.find((venue: { name: string }) => venue.name === 'Klub Na Čekanju')._id;
  });

  describe('the map pin in the venue settings', () => {
    const settings = (body: Record<string, unknown>) =>
      api.put(`/api/club/${splav.id}`, { ...clubBody('Splav Talas', { type: 'Splav', location: 'Kej oslobođenja bb', description: 'Splav na Dunavu' }), ...body }, splav.manager);

    it('is refused out of range, not a number, or half given: 400 naming the field in Serbian, nothing stored', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ latitude: 91, longitude: 20.4 }, 'latitude', 'Geografska širina mora biti broj od -90 do 90'],
        [{ latitude: 44.8, longitude: -180.5 }, 'longitude', 'Geografska dužina mora biti broj od -180 do 180'],
        [{ latitude: 'sever', longitude: 20.4 }, 'latitude', 'Geografska širina mora biti broj od -90 do 90'],
        [{ latitude: 44.8 }, 'longitude', 'Unesite i geografsku dužinu pina'],
        [{ latitude: '', longitude: '20.4' }, 'latitude', 'Unesite i geografsku širinu pina'],
      ];
      for (const [body, field, message] of cases) {
        const refused = await settings(body);
        expect({ body, status: refused.status, field: refused.body.field, message: refused.body.message }).toEqual({ body, status: 400, field, message });
      }
      expect((await api.get(`/api/club/${splav.id}`)).body).toMatchObject({ latitude: null, longitude: null });
    });

    it("is set from numbers or a form's text (a decimal comma too), kept by a form without it, and taken away with empty fields", async () => {
      expect((await settings({ latitude: '44,8125', longitude: '20.4612' })).body).toMatchObject({ latitude: 44.8125, longitude: 20.4612 });
      expect((await settings({ phone2: '+381 64 000 0000' })).body).toMatchObject({ latitude: 44.8125, longitude: 20.4612, phone2: '+381 64 000 0000' });
      expect((await settings({ latitude: '', longitude: null })).body).toMatchObject({ latitude: null, longitude: null });
      expect((await settings({ latitude: 44.8234, longitude: 20.4489 })).status).toBe(200);
    });
  });

  describe('the HTML of the public pages', () => {
    let eventId: string;

    beforeAll(async () => {
      eventId = (await publish(splav.manager))._id;
    });

    it('every public page: lang sr-Latn, its canonical address (no query), its own title and description, Open Graph and a large Twitter card with a picture', async () => {
      const pages: [string, string][] = [
        ['/', '/'],
        ['/events?utm_source=instagram', '/events'],
        ['/event', '/events'],
        [`/event/${eventId}`, `/event/${eventId}`],
        ['/clubs/', '/clubs'],
        [`/club/${splav.id}`, `/club/${splav.id}`],
        [`/club/${splav.id}/events`, `/club/${splav.id}/events`],
        [`/club/${splav.id}/contact?x=1`, `/club/${splav.id}/contact`],
        ['/contact', '/contact'],
        ['/about', '/about'],
      ];
      const titles = new Set<string>();
      for (const [address, own] of pages) {
        const { status, html } = await page(address);
        expect({ address, status }).toEqual({ address, status: 200 });
        expect(html).toMatch(/^<!doctype html>\s*<html lang="sr-Latn"/i);
        expect(html).toContain('<div id="root">');
        expect(canonical(html)).toBe(`${app.baseUrl}${own}`);
        expect(meta(html, 'og:url')).toBe(`${app.baseUrl}${own}`);
        const description = meta(html, 'description')!;
        expect(description.length).toBeGreaterThan(10);
        expect(meta(html, 'og:description')).toBeTruthy();
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');
        expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
        expect(meta(html, 'twitter:description')).toBeTruthy();
        const image = meta(html, 'twitter:image')!;
        expect(image).toBe(meta(html, 'og:image'));
        expect(image.startsWith(app.baseUrl)).toBe(true);
        const picture = await fetch(image);
        expect({ image, status: picture.status, type: picture.headers.get('content-type') }).toEqual({ image, status: 200, type: expect.stringMatching(/^image\//) });
        titles.add(title(html)!);
      }
      expect(titles.size).toBe(pages.length - 1); // /events and /event are one page
    });

    it('the venue and the event are named in Serbian in the title and description; what the manager typed is escaped', async () => {
      const venue = await page(`/club/${splav.id}`);
      expect(title(venue.html)).toBe('Splav Talas — Splav, Beograd · Izlazak');
      expect(meta(venue.html, 'description')).toBe('Splav na Dunavu');
      const event = await page(`/event/${eventId}`);
      expect(title(event.html)).toBe('Doček na splavu — Splav Talas, 31.12.2026 · Izlazak');
      expect(meta(event.html, 'description')).toMatch(/^Četvrtak 31\.12\.2026\. od 22:00 · Splav Talas, Kej oslobođenja bb\. Ulaznica 2500 RSD\. Doček Nove godine/);
      const tricky = await publish(splav.manager, { title: 'Noć "bez" </script><b>granica</b>', description: 'Opis & još' });
      const { html } = await page(`/event/${tricky._id}`);
      expect(html).not.toContain('<b>granica</b>');
      expect(meta(html, 'og:title')).toBe('Noć "bez" &lt;/script&gt;&lt;b&gt;granica&lt;/b&gt; — Splav Talas, 31.12.2026 · Izlazak');
      expect(jsonLdBlocks(html)[0].name).toBe('Noć "bez" </script><b>granica</b>');
    });

    it("an event without a poster is previewed with its venue's picture, one with a poster with the poster", async () => {
      const profile = await sendForm(
        app.baseUrl,
        'PUT',
        `/api/club/addClubImage/${splav.id}`,
        { imageName: 'thumbnail' },
        [{ field: 'image', content: await pngImage(1200, 800, '#2266aa'), filename: 'splav.png' }],
        splav.manager,
      );
      expect(profile.status).toBe(200);
      const withoutPoster = await page(`/event/${eventId}`);
      expect(meta(withoutPoster.html, 'og:image')).toBe(`${app.baseUrl}${profile.body.profileImage}`);
      const withPoster = await publish(splav.manager, { title: 'Sa plakatom' }, true);
      const { html } = await page(`/event/${withPoster._id}`);
      expect(meta(html, 'og:image')).toBe(`${app.baseUrl}${withPoster.image}`);
      expect(jsonLdBlocks(html)[0].image).toEqual([`${app.baseUrl}${withPoster.image}`, `${app.baseUrl}${profile.body.profileImage}`]);
    });

    it('an address that names nothing public answers 404 with the app (a venue awaiting approval too), not indexed', async () => {
      for (const address of ['/event/nepostojeci', '/club/nepostojeci', `/club/${pending}`]) {
        const { status, html } = await page(address);
        expect({ address, status }).toEqual({ address, status: 404 });
        expect(html).toContain('<div id="root">');
        expect(html).toContain('<meta name="robots" content="noindex" />');
        expect(jsonLdBlocks(html)).toEqual([]);
      }
    });
  });

  describe('schema.org JSON-LD, checked by a JSON-LD processor and the schema.org vocabulary', () => {
    it("/event/{id}: an Event with what Google's event rich results require and recommend", async () => {
      const { _id } = await publish(splav.manager, { title: 'Silvestarska noć', description: 'DJ Marko do jutra' });
      const blocks = jsonLdBlocks((await page(`/event/${_id}`)).html);
      expect(blocks).toHaveLength(1);
      const event = blocks[0];
      await expectValid(event);
      // Google: required name, startDate, location (with its address); recommended the rest.
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Silvestarska noć',
        description: 'DJ Marko do jutra',
        startDate: '2026-12-31T22:00:00+01:00',
        endDate: '2027-01-01T05:00:00+01:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        image: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\//)],
        location: {
          '@type': 'NightClub',
          name: 'Splav Talas',
          address: { '@type': 'PostalAddress', streetAddress: 'Kej oslobođenja bb', addressLocality: 'Beograd', addressCountry: 'RS' },
          geo: { '@type': 'GeoCoordinates', latitude: 44.8234, longitude: 20.4489 },
        },
        offers: {
          '@type': 'Offer',
          price: '2500',
          priceCurrency: 'RSD',
          availability: 'https://schema.org/InStock',
          url: `${app.baseUrl}/event/${_id}`,
          validFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/),
        },
        organizer: { '@type': 'NightClub', name: 'Splav Talas', url: `${app.baseUrl}/club/${splav.id}` },
      });
      expect(event).not.toHaveProperty('performer'); // the manager named none
    });

    it("/event/{id}: the performers the manager named ('Izvođači') are the Event's performer, each a PerformingGroup, and are on the page", async () => {
      const { _id } = await publish(splav.manager, { title: 'Noć sa gostima', performers: 'DJ Vukašin Noćni\nMC Čvor, Orkestar "Zlatni" </script>Talas' });
      const { html } = await page(`/event/${_id}`);
      const event = jsonLdBlocks(html)[0];
      await expectValid(event);
      expect(event.performer).toEqual([
        { '@type': 'PerformingGroup', name: 'DJ Vukašin Noćni' },
        { '@type': 'PerformingGroup', name: 'MC Čvor' },
        { '@type': 'PerformingGroup', name: 'Orkestar "Zlatni" </script>Talas' },
      ]);
      expect(meta(html, 'description')).toMatch(
        /^Četvrtak 31\.12\.2026\. od 22:00 · Splav Talas, Kej oslobođenja bb\. Izvođači: DJ Vukašin Noćni, MC Čvor, Orkestar "Zlatni" &lt;\/script&gt;Talas\. Ulaznica 2500 RSD\./,
      );
      expect(pageText(html)).toContain('Izvođači: DJ Vukašin Noćni, MC Čvor, Orkestar "Zlatni" </script>Talas');

      // Taken away in the form: the page and its data name none again.
      expect((await change(_id, { title: 'Noć sa gostima', performers: '' })).status).toBe(200);
      const after = (await page(`/event/${_id}`)).html;
      expect(jsonLdBlocks(after)[0]).not.toHaveProperty('performer');
      expect(pageText(after)).not.toContain('Izvođači');
    });

    it('a venue is a NightClub, BarOrPub or Restaurant by its type, with address, telephone, url, image, opening hours and its map pin', async () => {
      const week = [
        { day: 'Petak', from: '23:00', to: '05:00', closed: false, alwaysOpen: false },
        { day: 'Subota', from: '23:00', to: '05:00', closed: false, alwaysOpen: false },
        { day: 'Nedelja', from: '', to: '', closed: true, alwaysOpen: false },
        { day: 'Četvrtak', from: '', to: '', closed: false, alwaysOpen: true },
      ];
      expect((await api.put(`/api/club/updateWorkingHours?clubId=${splav.id}`, week, splav.manager)).status).toBe(200);
      const venue = jsonLdBlocks((await page(`/club/${splav.id}`)).html)[0];
      await expectValid(venue);
      expect(venue).toMatchObject({
        '@type': 'NightClub',
        name: 'Splav Talas',
        url: `${app.baseUrl}/club/${splav.id}`,
        telephone: '+381 11 123 4567',
        image: [expect.stringMatching(/\/api\/uploads\//)],
        address: { '@type': 'PostalAddress', streetAddress: 'Kej oslobođenja bb', addressLocality: 'Beograd', addressCountry: 'RS' },
        geo: { '@type': 'GeoCoordinates', latitude: 44.8234, longitude: 20.4489 },
        sameAs: ['https://instagram.com/klub'],
      });
      // A night past midnight is one entry that closes (05:00) before it opens (23:00): schema.org's "next day".
      expect(venue.openingHoursSpecification).toEqual([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Thursday'], opens: '00:00:00', closes: '23:59:59' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'], opens: '23:00:00', closes: '05:00:00' },
      ]);
      for (const [clubId, type] of [
        [bar, 'BarOrPub'],
        [restaurant, 'Restaurant'],
      ]) {
        const other = jsonLdBlocks((await page(`/club/${clubId}`)).html)[0];
        await expectValid(other);
        expect(other['@type']).toBe(type);
        expect(other.geo).toBeUndefined();
      }
    });

    it('the checks do catch what is wrong: a property the type lacks, a date that is not one, a type schema.org does not have', async () => {
      const problems = await structuredDataProblems({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'X',
        startDate: '31.12.2026',
        telephone: '123',
        location: { '@type': 'Splavovi', name: 'Y' },
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining('schema.org has no property "telephone"'),
          expect.stringContaining('Event/startDate'),
          expect.stringContaining('Splavovi is not a schema.org type'),
        ]),
      );
    });
  });

  describe('past and deleted events', () => {
    it("a past event's page stays, marked past; a deleted one answers 410 (HTML, cancelled, not indexed)", async () => {
      const { _id } = await publish(splav.manager, { title: 'Novembarska noć', dateOfEvent: '20.12.2026' });
      const before = await page(`/event/${_id}`);
      expect(before.status).toBe(200);
      now = new Date('2026-12-22T12:00:00Z');
      try {
        const past = await page(`/event/${_id}`);
        expect(past.status).toBe(200);
        expect(title(past.html)).toBe('Novembarska noć — Splav Talas, 20.12.2026 (održano) · Izlazak');
        expect(meta(past.html, 'description')).toMatch(/^Održano 20\.12\.2026\. /);
        const data = jsonLdBlocks(past.html)[0];
        await expectValid(data);
        expect(data).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled', offers: { availability: 'https://schema.org/Discontinued' } });
      } finally {
        now = DECEMBER;
      }
      expect((await api.delete(`/api/event/${_id}`, splav.manager)).status).toBe(200);
      const gone = await page(`/event/${_id}`);
      expect(gone.status).toBe(410);
      expect(gone.headers.get('content-type')).toMatch(/^text\/html/);
      expect(gone.html).toContain('<div id="root">');
      expect(gone.html).toContain('<meta name="robots" content="noindex" />');
      expect(title(gone.html)).toMatch(/^Otkazano: Novembarska noć/);
      expect(jsonLdBlocks(gone.html)[0]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    });
  });

  describe('the read cache keeps the pages', () => {
    it('answers a page again without reading it, and with the new one as soon as the venue or event changes', async () => {
      const { _id } = await publish(splav.manager, { title: 'Keširana noć' });
      const pool = app.running.kernel.pool;
      const pageReads = jest.spyOn(pool, 'query');
      const readsOfTheEvent = () => pageReads.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('FROM event_listings e JOIN venues v')).length;
      try {
        const first = await page(`/event/${_id}`);
        const reads = readsOfTheEvent();
        expect(reads).toBe(1);
        const again = await page(`/event/${_id}`);
        expect(again.html).toBe(first.html);
        expect(readsOfTheEvent()).toBe(reads);
        expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
        expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect((await page(`/event/${_id}`, { 'if-none-match': again.headers.get('etag')! })).status).toBe(304);
        const compressed = await rawGet(`${app.baseUrl}/event/${_id}`, 'gzip, deflate, br');
        expect(compressed.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(compressed.body).toString()).toBe(first.html);
        expect(readsOfTheEvent()).toBe(reads);

        expect((await change(_id, { title: 'Promenjena noć' })).status).toBe(200);
        expect(title((await page(`/event/${_id}`)).html)).toMatch(/^Promenjena noć — Splav Talas/);
        expect(
          (
            await api.put(
              `/api/club/${splav.id}`,
              { ...clubBody('Splav Talas 2', { type: 'Splav', location: 'Kej oslobođenja bb', description: 'Splav na Dunavu' }) },
              splav.manager,
            )
          ).status,
        ).toBe(200);
        expect(title((await page(`/event/${_id}`)).html)).toBe('Promenjena noć — Splav Talas 2, 31.12.2026 · Izlazak');
        expect(title((await page(`/club/${splav.id}`)).html)).toMatch(/^Splav Talas 2 — /);
      } finally {
        pageReads.mockRestore();
        await api.put(`/api/club/${splav.id}`, { ...clubBody('Splav Talas', { type: 'Splav', location: 'Kej oslobođenja bb', description: 'Splav na Dunavu' }) }, splav.manager);
      }
    });
  });

  describe("the event's calendar file", () => {
    const calendar = async (id: string) => {
      const response = await fetch(`${app.baseUrl}/api/event/${id}/ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!;
      return {
        sequence: vevent.getFirstPropertyValue('sequence'),
        lastModified: (vevent.getFirstPropertyValue('last-modified') as InstanceType<typeof ICAL.Time>).toJSDate(),
        status: vevent.getFirstPropertyValue('status'),
        summary: vevent.getFirstPropertyValue('summary'),
        start: (vevent.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate().toISOString(),
      };
    };

    it('carries SEQUENCE and LAST-MODIFIED that move with every change, and STATUS:CANCELLED once deleted (still 200)', async () => {
      const { _id } = await publish(splav.manager, { title: 'Kalendarska noć' });
      const published = await calendar(_id);
      expect(published).toMatchObject({ sequence: 0, status: 'CONFIRMED', summary: 'Kalendarska noć', start: '2026-12-31T21:00:00.000Z' });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await change(_id, { title: 'Kalendarska noć', startTime: '23:00' })).status).toBe(200);
      const changed = await calendar(_id);
      expect(changed).toMatchObject({ sequence: 1, status: 'CONFIRMED', start: '2026-12-31T22:00:00.000Z' });
      expect(changed.lastModified.getTime()).toBeGreaterThan(published.lastModified.getTime());
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await api.delete(`/api/event/${_id}`, splav.manager)).status).toBe(200);
      const cancelled = await calendar(_id);
      expect(cancelled).toMatchObject({ sequence: 2, status: 'CANCELLED', summary: 'Otkazano: Kalendarska noć' });
      expect(cancelled.lastModified.getTime()).toBeGreaterThan(changed.lastModified.getTime());
    });

    it("a deleted venue's events are cancelled in their files too; an unknown event is 404", async () => {
      const doomed = await createVenue(api, app.adminToken, 'Klub Zatvoren');
      const manager = await api.login(doomed.managerEmail, MANAGER_PASSWORD);
      const { _id } = await publish(manager, { title: 'Poslednja noć' });
      expect(await calendar(_id)).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
      expect((await api.delete(`/api/club/${doomed.id}`, app.adminToken)).status).toBe(200);
      expect(await calendar(_id)).toMatchObject({ sequence: 1, status: 'CANCELLED' });
      expect((await page(`/event/${_id}`)).status).toBe(410);
      expect((await page(`/club/${doomed.id}`)).status).toBe(410);
      expect((await fetch(`${app.baseUrl}/api/event/nepostojeci/ics`)).status).toBe(404);
    });
  });

  describe('sitemap.xml and robots.txt', () => {
    const validAgainstXsd = async (xml: string) => expect(await sitemapProblems(xml)).toEqual([]);
    const fetchXml = async (address: string) => {
      const response = await fetch(`${app.baseUrl}${address}`);
      expect({ address, status: response.status }).toEqual({ address, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
      return response.text();
    };

    it('lists the public venues and the events from tonight on with lastmod, split into files of SITEMAP_URL_LIMIT under an index, each valid against the sitemaps.org schema', async () => {
      const past = await publish(splav.manager, { title: 'Prošla', dateOfEvent: '28.11.2026' });
      const deleted = await publish(splav.manager, { title: 'Obrisana' });
      await api.delete(`/api/event/${deleted._id}`, splav.manager);
      const index = await fetchXml('/sitemap.xml');
      const files = await parseSitemapIndex(Readable.from([index]));
      expect(files.length).toBeGreaterThan(1);
      expect(files[0]).toMatchObject({ url: `${app.baseUrl}/sitemap-1.xml`, lastmod: expect.any(String) });
      const listed: { url: string; lastmod?: string }[] = [];
      for (const file of files) {
        const xml = await fetchXml(new URL(file.url).pathname);
        await validAgainstXsd(xml);
        const urls = await parseSitemap(Readable.from([xml]));
        expect(urls.length).toBeLessThanOrEqual(SITEMAP_LIMIT);
        listed.push(...urls);
      }
      const addresses = listed.map((entry) => entry.url);
      expect(new Set(addresses).size).toBe(addresses.length);
      expect(addresses).toEqual(
        expect.arrayContaining([
          `${app.baseUrl}/`,
          `${app.baseUrl}/events`,
          `${app.baseUrl}/clubs`,
          `${app.baseUrl}/club/${splav.id}`,
          `${app.baseUrl}/club/${bar}`,
          `${app.baseUrl}/club/${restaurant}`,
        ]),
      );
      expect(addresses).not.toContain(`${app.baseUrl}/club/${pending}`);
      expect(addresses).not.toContain(`${app.baseUrl}/event/${past._id}`);
      expect(addresses).not.toContain(`${app.baseUrl}/event/${deleted._id}`);
      const upcoming = (await api.get('/api/event?page=1&size=100&eventFromDate=01.12.2026')).body.data.map((event: { _id: string }) => `${app.baseUrl}/event/${event._id}`);
      expect(upcoming.length).toBeGreaterThan(2);
      expect(addresses).toEqual(expect.arrayContaining(upcoming));
      for (const entry of listed.filter((item) => /\/(club|event)\//.test(item.url))) expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
      expect((await fetch(`${app.baseUrl}/sitemap-${files.length + 1}.xml`)).status).toBe(404);
    });

    it('robots.txt keeps crawlers out of the dashboard, the sign-in and account pages and the API (not its pictures), and names the sitemap', async () => {
      const response = await fetch(`${app.baseUrl}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const robots = robotsParser(`${app.baseUrl}/robots.txt`, await response.text());
      for (const closed of [
        '/dashboard',
        '/dashboard/reservation',
        '/auth/login',
        '/auth/register',
        '/auth/reset-password/abc',
        '/login',
        '/register',
        '/reset-password',
        '/profile',
        '/api/club',
      ]) {
        expect({ closed, allowed: robots.isAllowed(`${app.baseUrl}${closed}`, 'Googlebot') }).toEqual({ closed, allowed: false });
      }
      for (const open of ['/', '/events', `/event/x`, '/clubs', `/club/${splav.id}`, '/contact', '/about', '/api/uploads/a.webp', '/og-image.png']) {
        expect({ open, allowed: robots.isAllowed(`${app.baseUrl}${open}`, 'Googlebot') }).toEqual({ open, allowed: true });
      }
      expect(robots.getSitemaps()).toEqual([`${app.baseUrl}/sitemap.xml`]);
    });
  });
});
