import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { appPerSuite } from '../support/app';
import { sitemapProblems } from '../support/sitemap-schema';
import { MANAGER_PASSWORD, bracketFields, createVenue, sendForm } from './venues-fixtures';

/** The public pages in three languages (docs/i18n.md): /…, /sr-cyrl/…, /en/…. */

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const alternates = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]));
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
/** What #root shows, without tags. */
const rootText = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div><script id="izlazak-state"/.exec(html)?.[1] ?? '')
    .replace(/<!-- -->|<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('The public pages in Serbian Latin, Serbian Cyrillic and English', () => {
  const app = appPerSuite();
  const { api } = app;
  let venue: string;
  let event: string;

  const page = async (address: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.baseUrl}${address}`, { headers: { 'user-agent': FIREFOX, ...headers }, redirect: 'manual' });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };

  beforeAll(async () => {
    const created = await createVenue(api, app.adminToken, 'Splav Jezik', { type: 'Splav', location: 'Kej oslobođenja 5', city: 'Beograd' });
    venue = created.id;
    const manager = await api.login(created.managerEmail, MANAGER_PASSWORD);
    const night = new Date(Date.now() + 3 * 86_400_000);
    const dateOfEvent = new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(night)
      .filter((part) => part.type !== 'literal')
      .map((part) => part.value)
      .join('.');
    const form = bracketFields({
      title: 'Noć džeza',
      description: 'Uživo',
      dateOfEvent,
      startTime: '22:00',
      endTime: '03:00',
      type: 'Koncert',
      ticketPrice: '900',
      priority: '0',
      possibilityOfShowing: ['Rezervacija stola'],
    });
    const published = await sendForm(app.baseUrl, 'POST', '/api/event', form, [], manager);
    expect(published.status).toBe(201);
    event = (published.body as { _id: string })._id;
  });

  it('every public page in each language: its <html lang>, its own canonical, og:locale, and hreflang alternates for all three and x-default', async () => {
    const pages = ['/', '/events', '/clubs', '/contact', '/about', `/club/${venue}`, `/club/${venue}/events`, `/club/${venue}/contact`, `/event/${event}`];
    const inLanguage = [
      { prefix: '', lang: 'sr-Latn', og: 'sr_RS' },
      { prefix: '/sr-cyrl', lang: 'sr-Cyrl', og: 'sr_RS' },
      { prefix: '/en', lang: 'en', og: 'en_US' },
    ];
    for (const own of pages) {
      const expected = {
        'sr-Latn': `${app.baseUrl}${own}`,
        'sr-Cyrl': `${app.baseUrl}/sr-cyrl${own}`,
        en: `${app.baseUrl}/en${own}`,
        'x-default': `${app.baseUrl}${own}`,
      };
      for (const { prefix, lang, og } of inLanguage) {
        const address = `${prefix}${own}`;
        const { status, html } = await page(address);
        expect({ address, status, lang: htmlLang(html), og: meta(html, 'og:locale') }).toEqual({ address, status: 200, lang, og });
        expect({ address, canonical: canonical(html) }).toEqual({ address, canonical: `${app.baseUrl}${address}` });
        expect({ address, alternates: alternates(html) }).toEqual({ address, alternates: expected });
      }
    }
  });

  it("a page in another language arrives painted with the same stylesheets as in Serbian Latin (its chunks' sheets inlined in the head)", async () => {
    const inlinedSheets = (html: string) => [...html.matchAll(/<style data-href="([^"]+)">/g)].map(([, href]) => href);
    for (const own of ['/', '/clubs', '/events', `/club/${venue}`, `/club/${venue}/events`, `/club/${venue}/contact`, '/contact', '/about']) {
      const serbian = inlinedSheets((await page(own)).html);
      expect(serbian.length).toBeGreaterThan(2);
      for (const prefix of ['/en', '/sr-cyrl']) {
        const address = `${prefix}${own === '/' ? '' : own}`;
        expect({ address, sheets: inlinedSheets((await page(address)).html) }).toEqual({ address, sheets: serbian });
      }
    }
  });

  it('an English page is written in English on the server, a Cyrillic one in Cyrillic, and the language switch leads to the same page', async () => {
    const english = await page(`/en/club/${venue}`);
    expect(title(english.html)).toBe('Splav Jezik — River club, Belgrade · Izlazak');
    expect(rootText(english.html)).toContain('Book a table');
    expect(rootText(english.html)).toContain('All rights reserved.');
    expect(rootText(english.html)).not.toContain('Rezerviši');
    const cyrillic = await page(`/sr-cyrl/club/${venue}`);
    expect(rootText(cyrillic.html)).toContain('Резервиши');
    const eventPage = await page(`/en/event/${event}`);
    expect(title(eventPage.html)).toMatch(/^Noć džeza — Splav Jezik, \w{3} \d{1,2}, \d{4} · Izlazak$/);
    expect(rootText(eventPage.html)).toContain('Ticket price');
    const events = await page('/en/events');
    expect(title(events.html)).toBe('Events — parties, concerts and gigs · Izlazak');
    const switchLinks = [...english.html.matchAll(/<a href="([^"]+)" hreflang="([^"]+)"/gi)].map(([, href, lang]) => [lang, href]);
    expect(switchLinks).toEqual([
      ['sr-Latn', `/club/${venue}`],
      ['sr-Cyrl', `/sr-cyrl/club/${venue}`],
      ['en', `/en/club/${venue}`],
    ]);
    // Only the page's own language's messages come with it.
    expect(english.html).toContain('<script id="izlazak-messages" type="application/json" data-locale="en">');
    expect(english.html).not.toContain('"footer.tagline":"Noćni život');
  });

  it("the rest of the public pages are written in the page's language on the server: lists and their filters, contact, about, a venue's events and contact, the subscribe box", async () => {
    const texts = {
      '/clubs': {
        'sr-Latn': ['Pronađi mesto za izlazak', 'Tip objekta', 'Svi rangovi', 'Poništi filtere'],
        'sr-Cyrl': ['Пронађи место за излазак', 'Тип објекта', 'Сви рангови', 'Поништи филтере'],
        en: ['Find a place to go out', 'Venue type', 'All tiers', 'Clear filters'],
      },
      '/events': {
        'sr-Latn': ['Pronađi događaj za izlazak', 'Tip događaja', 'Svi tipovi'],
        'sr-Cyrl': ['Пронађи догађај за излазак', 'Тип догађаја', 'Сви типови'],
        en: ['Find an event for your night out', 'Event type', 'All types'],
      },
      '/contact': {
        'sr-Latn': ['KONTAKT', 'Pošaljite poruku', 'Ime i prezime', 'Pošalji poruku'],
        'sr-Cyrl': ['КОНТАКТ', 'Пошаљите поруку', 'Име и презиме', 'Пошаљи поруку'],
        en: ['CONTACT', 'Send a message', 'Full name', 'Send message'],
      },
      '/about': {
        'sr-Latn': ['Kako funkcioniše', 'Za ugostiteljske objekte'],
        'sr-Cyrl': ['Како функционише', 'За угоститељске објекте'],
        en: ['How it works', 'For venues', 'Contact us to work together'],
      },
      [`/club/${venue}/events`]: {
        'sr-Latn': ['Događaji — Splav Jezik', 'Tip događaja'],
        'sr-Cyrl': ['Догађаји — Splav Jezik', 'Тип догађаја'],
        en: ['Events — Splav Jezik', 'Event type'],
      },
      [`/club/${venue}/contact`]: {
        'sr-Latn': ['Poruka stiže direktno objektu Splav Jezik.'],
        'sr-Cyrl': ['Порука стиже директно објекту Splav Jezik.'],
        en: ['Your message goes straight to Splav Jezik.'],
      },
      '/': { 'sr-Latn': ['Budite u toku', 'Prijavi se'], 'sr-Cyrl': ['Будите у току'], en: ['Stay in the loop', 'Sign up'] },
    };
    const prefixes = { 'sr-Latn': '', 'sr-Cyrl': '/sr-cyrl', en: '/en' } as const;
    for (const [own, inEach] of Object.entries(texts)) {
      for (const [locale, expected] of Object.entries(inEach) as [keyof typeof prefixes, string[]][]) {
        const address = `${prefixes[locale]}${own === '/' && locale !== 'sr-Latn' ? '' : own}`;
        const text = rootText((await page(address)).html);
        expect({ address, missing: expected.filter((phrase) => !text.includes(phrase)) }).toEqual({ address, missing: [] });
      }
    }
    // Nothing of the Serbian filters is left on the English lists.
    expect(rootText((await page('/en/clubs')).html)).not.toMatch(/Tip objekta|Poništi filtere|Učitavanje/);
    expect(rootText((await page('/en/contact')).html)).not.toMatch(/Pošaljite poruku|Budite u toku/);
  });

  it("the API's own values a page shows (a venue's type and city, an event's type, the day) are written in the page's language", async () => {
    const english = rootText((await page(`/en/club/${venue}`)).html);
    expect(english).toContain('River club');
    expect(english).toContain('Kej oslobođenja 5, Belgrade');
    // (The footer's address is the site's own text, as the admin wrote it.)
    expect(english).not.toMatch(/5, Beograd|Nedelja|Ponedeljak|Utorak|Sreda|Četvrtak|Petak|Subota/);
    const cyrillic = rootText((await page(`/sr-cyrl/club/${venue}`)).html);
    expect(cyrillic).toContain('Сплав');
    expect(cyrillic).toContain('Kej oslobođenja 5, Београд');
    expect(rootText((await page(`/club/${venue}`)).html)).toContain('Kej oslobođenja 5, Beograd');

    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'Europe/Belgrade' }).format(new Date(Date.now() + 3 * 86_400_000));
    const englishEvent = rootText((await page(`/en/event/${event}`)).html);
    expect(englishEvent).toContain('Concert');
    expect(englishEvent).toContain(weekday);
    expect(englishEvent).not.toContain('Koncert');
    expect(rootText((await page(`/event/${event}`)).html)).toContain('Koncert');
    const filters = rootText((await page(`/en/club/${venue}/events`)).html);
    expect(filters).toContain('Concert');
    expect(rootText((await page('/en/clubs')).html)).toContain('River club');
  });

  it("the JSON-LD of an event and of a venue names the page in the page's language", async () => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, data]) => JSON.parse(data) as { url?: string; offers?: { url?: string } });
    const [english] = jsonLd((await page(`/en/event/${event}`)).html);
    expect([english.url, english.offers?.url]).toEqual([`${app.baseUrl}/en/event/${event}`, `${app.baseUrl}/en/event/${event}`]);
    const [serbian] = jsonLd((await page(`/event/${event}`)).html);
    expect(serbian.url).toBe(`${app.baseUrl}/event/${event}`);
    const [venueInCyrillic] = jsonLd((await page(`/sr-cyrl/club/${venue}`)).html);
    expect(venueInCyrillic.url).toBe(`${app.baseUrl}/sr-cyrl/club/${venue}`);
  });

  it('the sitemap lists every page in each language, each with its hreflang alternates, valid against the sitemaps.org schema', async () => {
    const response = await fetch(`${app.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(await sitemapProblems(xml)).toEqual([]);
    const urls = await parseSitemap(Readable.from([xml]));
    const clubPage = `/club/${venue}`;
    for (const address of [clubPage, `/sr-cyrl${clubPage}`, `/en${clubPage}`]) {
      const entry = urls.find((url) => url.url === `${app.baseUrl}${address}`);
      expect({ address, links: entry?.links?.map((link) => [link.lang, link.url]) }).toEqual({
        address,
        links: [
          ['sr-Latn', `${app.baseUrl}${clubPage}`],
          ['sr-Cyrl', `${app.baseUrl}/sr-cyrl${clubPage}`],
          ['en', `${app.baseUrl}/en${clubPage}`],
          ['x-default', `${app.baseUrl}${clubPage}`],
        ],
      });
    }
    expect(urls.map((url) => url.url)).toEqual(expect.arrayContaining([`${app.baseUrl}/`, `${app.baseUrl}/en/`, `${app.baseUrl}/sr-cyrl/`]));
  });

  describe("a first visit follows the browser's Accept-Language once", () => {
    it('English-preferring browsers are sent to /en/… (the query kept) and the choice is remembered in a cookie', async () => {
      const first = await page(`/club/${venue}?utm_source=x`, { 'accept-language': 'en-US,en;q=0.9' });
      expect(first.status).toBe(302);
      expect(first.headers.get('location')).toBe(`/en/club/${venue}?utm_source=x`);
      const cookie = first.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^izlazak_locale=en;/);
      // Once: with the cookie it sent, the Serbian address is answered as it is.
      const again = await page(`/club/${venue}`, { 'accept-language': 'en-US,en;q=0.9', cookie: cookie.split(';')[0] });
      expect(again.status).toBe(200);
      expect(htmlLang(again.html)).toBe('sr-Latn');
      expect((await page('/', { 'accept-language': 'de-DE,de;q=0.9' })).headers.get('location')).toBe('/en/');
    });

    it('Cyrillic only when the browser asks for sr-Cyrl by name; Serbian and its neighbours stay on the Serbian page', async () => {
      expect((await page('/events', { 'accept-language': 'sr-Cyrl-RS,sr;q=0.9,en;q=0.5' })).headers.get('location')).toBe('/sr-cyrl/events');
      for (const language of ['sr-RS,sr;q=0.9,en;q=0.8', 'sr', 'sr-Latn-RS', 'hr-HR,en;q=0.5', '']) {
        const { status } = await page('/events', { 'accept-language': language });
        expect({ language, status }).toEqual({ language, status: 200 });
      }
    });

    it('never for a search engine, never after a choice, never on a page already in a language, never off the public pages', async () => {
      expect((await page(`/club/${venue}`, { 'accept-language': 'en-US', 'user-agent': GOOGLEBOT })).status).toBe(200);
      expect((await page(`/club/${venue}`, { 'accept-language': 'en-US', cookie: 'izlazak_locale=sr-Latn' })).status).toBe(200);
      expect((await page(`/club/${venue}`, { 'accept-language': 'en-US', cookie: 'other=1; izlazak_locale=sr-Cyrl' })).status).toBe(200);
      expect((await page(`/sr-cyrl/club/${venue}`, { 'accept-language': 'en-US' })).status).toBe(200);
      expect((await page('/auth/login', { 'accept-language': 'en-US' })).status).toBe(200);
      expect((await fetch(`${app.baseUrl}/api/club?page=1&size=1`, { headers: { 'accept-language': 'en-US' }, redirect: 'manual' })).status).toBe(200);
    });
  });
});
