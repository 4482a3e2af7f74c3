import { appPerSuite, startTestApp } from '../support/app';
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

/** The reads a server-rendered page hands to the browser's store (frontend app/server-state.ts). */
function handedOver(html: string): { queries: Record<string, { status: string; endpointName: string; data?: unknown }> } | null {
  const json = /<script id="izlazak-state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

/** What #root holds, without tags: what a reader without scripts sees. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script id="izlazak-state"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('Public pages arrive rendered, with the reads they came from', () => {
  const app = appPerSuite();
  const { api } = app;
  let venue: string;
  let managerEmail: string;
  let event: string;

  beforeAll(async () => {
    const created = await createVenue(api, app.adminToken, 'Splav Sunce', { type: 'Splav', location: 'Kej oslobođenja 11', phone: '+381 64 555 1234' });
    venue = created.id;
    managerEmail = created.managerEmail;
    const manager = await api.login(created.managerEmail, MANAGER_PASSWORD);
    const week = [
      { day: 'Petak', from: '22:00', to: '05:00' },
      { day: 'Subota', from: '21:30', to: '04:00' },
    ];
    expect((await api.put('/api/club/updateWorkingHours', week, manager)).status).toBe(200);
    const category = (await api.post('/api/club/category', { name: 'Kokteli' }, manager)).body._id as string;
    const subcategory = (await api.post(`/api/club/addSubcategory/${category}`, { name: 'Klasični', categoryId: category }, manager)).body._id as string;
    expect((await api.post('/api/product', { name: 'Negroni', price: 900, categoryId: category, subCategoryId: subcategory }, manager)).status).toBe(201);
    const form = bracketFields({
      title: 'Noć Balkanske Svirke',
      description: 'Uživo do jutra',
      dateOfEvent: belgradeDate(2),
      startTime: '23:00',
      endTime: '04:00',
      type: 'Koncert',
      ticketPrice: '1200',
      priority: '0',
      possibilityOfShowing: ['Rezervacija stola'],
    });
    const published = await sendForm(app.baseUrl, 'POST', '/api/event', form, [], manager);
    expect(published.status).toBe(201);
    event = (published.body as { _id: string })._id;
  });

  const get = async (address: string) => {
    const response = await fetch(`${app.baseUrl}${address}`);
    return { status: response.status, html: await response.text() };
  };

  it.each([
    ['/', ['Splav Sunce', 'Noć Balkanske Svirke']],
    ['/events', ['Noć Balkanske Svirke', 'Pronađi događaj za izlazak']],
    // The event's own address opens on its detail (the list is behind it): what it says is painted from the HTML.
    [`/event/EVENT`, ['Noć Balkanske Svirke', 'Uživo do jutra', 'Cena ulaznice', 'Dodaj u kalendar']],
    ['/clubs', ['Splav Sunce', 'Kej oslobođenja 11']],
    // A venue's home shows its next events too, by start, with the way to all of them.
    ['/club/VENUE', ['Splav Sunce', 'Kokteli', '22:00', '05:00', '21:30', '04:00', 'Naredni događaji', 'Noć Balkanske Svirke', 'Svi događaji']],
    ['/club/VENUE/events', ['Noć Balkanske Svirke']],
    ['/club/VENUE/contact', ['Kej oslobođenja 11', '+381 64 555 1234']],
    ['/contact', ['Kontakt']],
    ['/about', ['O nama']],
  ])('%s holds its content in its HTML and hands its reads over', async (address, content) => {
    const { status, html } = await get(address.replace('EVENT', event).replace('VENUE', venue));
    expect(status).toBe(200);
    const text = rootText(html);
    for (const expected of content) expect(text).toContain(expected);
    const state = handedOver(html);
    expect(state).not.toBeNull();
    const settled = Object.values(state!.queries);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every((query) => query.status === 'fulfilled')).toBe(true);
    // The head the search engines read stays.
    expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
  });

  it("a free event's page says 'Besplatan ulaz', never '0 RSD'", async () => {
    const manager = await api.login(managerEmail, MANAGER_PASSWORD);
    const form = bracketFields({
      title: 'Džem bez ulaznice',
      description: 'Otvorena bina',
      dateOfEvent: belgradeDate(3),
      startTime: '21:00',
      endTime: '',
      type: 'Nastup uživo',
      ticketPrice: '0',
      priority: '0',
    });
    const published = await sendForm(app.baseUrl, 'POST', '/api/event', form, [], manager);
    expect(published.status).toBe(201);
    const text = rootText((await get(`/event/${(published.body as { _id: string })._id}`)).html);
    expect(text).toContain('Besplatan ulaz');
    expect(text).not.toMatch(/(^|\s)0 RSD/);
  });

  it('is rendered right after a server starts (WARM_PUBLIC_PAGES), so its first visitor does not wait for the render', async () => {
    const second = await startTestApp({ sameDatabaseAs: app, env: { WARM_PUBLIC_PAGES: 'true' } });
    try {
      const warmed = await second.running.publicPagesWarmed;
      expect(warmed).toEqual(['/', '/events', '/clubs', '/contact', '/about', `/club/${venue}`, `/club/${venue}/events`, `/club/${venue}/contact`, `/event/${event}`]);
      const page = await fetch(`${second.baseUrl}/club/${venue}`);
      expect(page.status).toBe(200);
      expect(rootText(await page.text())).toContain('Splav Sunce');
    } finally {
      await second.stop();
    }
  });

  it('is kept in the read cache until a read it came from changes: a new menu category shows at once', async () => {
    const first = await fetch(`${app.baseUrl}/club/${venue}`);
    const etag = first.headers.get('etag')!;
    await first.text();
    const again = await fetch(`${app.baseUrl}/club/${venue}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const manager = await api.login(managerEmail, MANAGER_PASSWORD);
    const category = (await api.post('/api/club/category', { name: 'Vina' }, manager)).body._id as string;
    const subcategory = (await api.post(`/api/club/addSubcategory/${category}`, { name: 'Crna', categoryId: category }, manager)).body._id as string;
    expect((await api.post('/api/product', { name: 'Prokupac', price: 600, categoryId: category, subCategoryId: subcategory }, manager)).status).toBe(201);

    const changed = await fetch(`${app.baseUrl}/club/${venue}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(rootText(await changed.text())).toContain('Vina');
  });
});
