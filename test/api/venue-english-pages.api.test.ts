import { appPerSuite } from '../support/app';
import { MANAGER_PASSWORD, bracketFields, createVenue, sendForm } from './venues-fixtures';

/** dd.MM.yyyy, this many days from now in Belgrade. */
function belgradeDate(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(day)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join('.');
}

/** What #root holds: the server-rendered page a reader without scripts gets (the hand-over of the reads left out). */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script id="izlazak-state"/.exec(html)?.[1] ?? '';
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1].replace(/&#39;|&#x27;/g, "'");
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1].replace(/\\u003c/g, '<')));
/** The elements marked as Serbian on an English page: their lang and their text. */
const markedSerbian = (markup: string) => [...markup.matchAll(/<(\w+)[^>]*\blang="sr-Latn"[^>]*data-in-serbian=""[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => textOf(match[2]).trim());

const ENGLISH = 'A cellar club in Savamala: house on Fridays, until dawn.';
const SERBIAN = 'Klub u podrumu Savamale: house petkom, do zore.';
const OTHER_SERBIAN = 'Splav na Dunavu bez opisa na engleskom.';

describe('English pages show the venue content in English, else the Serbian text marked as such (server-rendered)', () => {
  const app = appPerSuite();
  const { api } = app;
  let english: string;
  let serbianOnly: string;
  let eventId: string;
  let menuVenue: string;

  beforeAll(async () => {
    english = (await createVenue(api, app.adminToken, 'Klub Ponoćni', { description: SERBIAN, descriptionEn: ENGLISH })).id;
    const other = await createVenue(api, app.adminToken, 'Splav Tihi', { type: 'Splav', description: OTHER_SERBIAN });
    serbianOnly = other.id;
    const manager = await api.login(other.managerEmail, MANAGER_PASSWORD);
    const form = bracketFields({
      title: 'Noć na vodi',
      titleEn: 'A night on the water',
      description: 'Tamburaši do jutra',
      dateOfEvent: belgradeDate(2),
      startTime: '22:00',
      endTime: '04:00',
      type: 'Koncert',
      ticketPrice: '800',
      priority: '0',
    });
    const published = await sendForm(app.baseUrl, 'POST', '/api/event', form, [], manager);
    expect(published.status).toBe(201);
    eventId = (published.body as { _id: string })._id;

    // A menu with one category named in English and one only in Serbian, each with an item.
    const withMenu = await createVenue(api, app.adminToken, 'Klub Meni');
    menuVenue = withMenu.id;
    const menuManager = await api.login(withMenu.managerEmail, MANAGER_PASSWORD);
    for (const [name, nameEn, sub, subEn, item] of [
      ['Kokteli', 'Cocktails', 'Signature', 'House cocktails', 'Dunja Sour'],
      ['Žestoka pića', undefined, 'Viski', undefined, 'Jameson'],
    ]) {
      const categoryId = (await api.post('/api/club/category', { name, nameEn }, menuManager)).body._id as string;
      const subCategoryId = (await api.post(`/api/club/addSubcategory/${categoryId}`, { name: sub, nameEn: subEn, categoryId }, menuManager)).body._id as string;
      expect((await api.post('/api/product', { name: item, price: 800, categoryId, subCategoryId }, menuManager)).status).toBe(201);
    }
  });

  const page = async (address: string) => {
    const response = await fetch(`${app.baseUrl}${address}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("/en/club/{id} shows the venue's English description, in its head and JSON-LD too, and marks nothing", async () => {
    const html = await page(`/en/club/${english}`);
    expect(html).toContain('<html lang="en"');
    const root = rootOf(html);
    expect(textOf(root)).toContain(ENGLISH);
    expect(textOf(root)).not.toContain(SERBIAN);
    expect(markedSerbian(root)).toEqual([]);
    expect(textOf(root)).not.toContain('In Serbian');
    expect(metaDescription(html)).toBe(ENGLISH);
    expect(jsonLd(html).find((node) => node.name === 'Klub Ponoćni')?.description).toBe(ENGLISH);
  });

  it('/en/club/{id} of a venue without one shows the Serbian description with lang="sr-Latn" and a visible \'In Serbian\'', async () => {
    const html = await page(`/en/club/${serbianOnly}`);
    const root = rootOf(html);
    const marked = markedSerbian(root);
    expect(marked).toContainEqual(`${OTHER_SERBIAN} In Serbian`);
    // The mark itself is in the page's language.
    expect(root).toMatch(/<small class="venue-text__in-serbian" lang="en">In Serbian<\/small>/);
    expect(metaDescription(html)).toBe(OTHER_SERBIAN);
    // Its event's card on the venue's page: the English title, unmarked.
    expect(textOf(root)).toContain('A night on the water');
  });

  it("/en/event/{id} shows the event's English title, and its Serbian description marked; the head and JSON-LD follow", async () => {
    const html = await page(`/en/event/${eventId}`);
    const root = rootOf(html);
    expect(textOf(root)).toContain('A night on the water');
    expect(markedSerbian(root)).toContainEqual('Tamburaši do jutra In Serbian');
    expect(markedSerbian(root).some((text) => text.includes('Noć na vodi'))).toBe(false);
    expect(html).toMatch(/<title>A night on the water[^<]*<\/title>/);
    const event = jsonLd(html).find((node) => node['@type'] === 'Event');
    expect(event).toMatchObject({ name: 'A night on the water', description: 'Tamburaši do jutra' });
  });

  it("/en/club/{id} shows the menu's categories in English where written, else the Serbian name marked 'In Serbian'", async () => {
    const root = rootOf(await page(`/en/club/${menuVenue}`));
    expect(textOf(root)).toContain('Cocktails');
    expect(textOf(root)).not.toContain('Kokteli');
    expect(markedSerbian(root)).toContainEqual('Žestoka pića In Serbian');
    expect(markedSerbian(root).some((text) => text.includes('Cocktails'))).toBe(false);
  });

  it.each([
    ['sr-Latn', ''],
    ['sr-Cyrl', '/sr-cyrl'],
  ])("the %s pages show the menu's categories by their Serbian names, nothing marked", async (_language, prefix) => {
    const root = rootOf(await page(`${prefix}/club/${menuVenue}`));
    expect(textOf(root)).not.toContain('Cocktails');
    expect(root).not.toContain('data-in-serbian');
    // The venue's own words stay as written (Latin) on the Cyrillic pages too.
    expect(textOf(root)).toContain('Kokteli');
    expect(textOf(root)).toContain('Žestoka pića');
  });

  it.each([
    ['sr-Latn', ''],
    ['sr-Cyrl', '/sr-cyrl'],
  ])('the %s pages are unchanged: the Serbian texts, nothing marked, no English', async (_language, prefix) => {
    const venueHtml = await page(`${prefix}/club/${english}`);
    const root = rootOf(venueHtml);
    expect(textOf(root)).toContain(SERBIAN);
    expect(textOf(root)).not.toContain(ENGLISH);
    expect(root).not.toContain('data-in-serbian');
    expect(metaDescription(venueHtml)).toBe(SERBIAN);
    expect(jsonLd(venueHtml).find((node) => node.name === 'Klub Ponoćni')?.description).toBe(SERBIAN);

    const eventHtml = await page(`${prefix}/event/${eventId}`);
    const eventRoot = rootOf(eventHtml);
    expect(textOf(eventRoot)).toContain('Noć na vodi');
    expect(textOf(eventRoot)).not.toContain('A night on the water');
    expect(eventRoot).not.toContain('data-in-serbian');
  });
});
