import { NightClock } from '../../backend/src/modules/events/queries/event-rows';
import { appPerSuite } from '../support/app';
import type { ApiResponse } from '../support/http';
import { MANAGER_PASSWORD, bracketFields, countEvents, createVenue, pngImage, registerAccount, sendForm, streamEventTypes } from './venues-fixtures';

/** The dashboard form as the browser sends it (multipart; lists as bracket keys). */
function eventForm(overrides: Record<string, unknown> = {}) {
  return bracketFields({
    title: 'Petak do zore',
    description: 'House i techno do jutra',
    dateOfEvent: '30.10.2026',
    startTime: '23:00',
    endTime: '05:00',
    type: 'Žurka',
    ticketPrice: '1000',
    priority: '0',
    possibilityOfShowing: ['Rezervacija stola'],
    ...overrides,
  });
}

// Friday 30 October 2026, 21:00 in Belgrade (UTC+1): tonight is Friday's night, next week runs into November.
const FRIDAY_EVENING = new Date('2026-10-30T20:00:00Z');

describe('Events API', () => {
  const app = appPerSuite();
  const { api } = app;
  let clubA: string;
  let managerA: string;
  let clock: NightClock;
  let now = FRIDAY_EVENING;

  const publish = (token: string | undefined, overrides: Record<string, unknown> = {}, files: Parameters<typeof sendForm>[4] = []) =>
    sendForm(app.baseUrl, 'POST', '/api/event', eventForm(overrides), files, token);
  const titles = (response: ApiResponse) => response.body.data.map((event: { title: string }) => event.title);
  const list = async (query: string) => {
    const response = await api.get(`/api/event?${query}`);
    expect(response.status).toBe(200);
    return response;
  };

  beforeAll(async () => {
    clock = app.running.app.get(NightClock);
    jest.spyOn(clock, 'now').mockImplementation(() => now);
    const venue = await createVenue(api, app.adminToken, 'Klub Ponoćni', { location: 'Savski kej 1' });
    clubA = venue.id;
    managerA = await api.login(venue.managerEmail, MANAGER_PASSWORD);
  });

  describe('publishing', () => {
    it('a manager publishes an event of their venue with a picture: re-encoded, stored, shown with the venue', async () => {
      const created = await publish(managerA, { title: 'Otvaranje sezone', dateOfEvent: '2026-10-31', startTime: '22:00', endTime: '' }, [
        { field: 'image', content: await pngImage(1600, 900), filename: 'plakat.png' },
      ]);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        title: 'Otvaranje sezone',
        dateOfEvent: '2026-10-31',
        startTime: '22:00',
        startDate: '2026-10-31T21:00:00.000Z',
        dayOfTheWeek: 6,
        clubId: clubA,
        club: 'Klub Ponoćni',
        location: 'Savski kej 1',
        ticketPrice: '1000',
        priority: '0',
        possibilityOfShowing: ['Rezervacija stola'],
        gallery: [],
      });
      expect(created.body.image).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
      const picture = await fetch(`${app.baseUrl}${created.body.image}`);
      expect(picture.status).toBe(200);

      const read = await api.get(`/api/event/${created.body._id}`);
      expect(read.status).toBe(200);
      expect(read.body.image).toBe(created.body.image);
      expect(await streamEventTypes(app, `event-${created.body._id}`)).toEqual(['EventPublished']);
    });

    it('an admin picks the venue; without one the form is refused', async () => {
      const missing = await publish(app.adminToken);
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('clubId');
      const created = await publish(app.adminToken, { clubId: clubA, title: 'Adminov događaj', dateOfEvent: '05.11.2026' });
      expect(created.status).toBe(201);
      expect(created.body.clubId).toBe(clubA);
      await api.delete(`/api/event/${created.body._id}`, app.adminToken);
    });
  });

  describe("'Izvođači'", () => {
    it('the form names them one per line or separated by commas; every answer of the event carries them, an event without them an empty list', async () => {
      const created = await publish(managerA, { title: 'Noć izvođača', dateOfEvent: '31.10.2026', performers: ' DJ Vukašin Noćni\r\nMC Čvor, Betonski Bas\n\nMC Čvor ' });
      expect(created.status).toBe(201);
      const lineUp = ['DJ Vukašin Noćni', 'MC Čvor', 'Betonski Bas'];
      expect(created.body.performers).toEqual(lineUp);
      expect((await api.get(`/api/event/${created.body._id}`)).body.performers).toEqual(lineUp);
      const listed = (await list('date=31.10.2026&size=100')).body.data;
      expect(listed.find((event: { _id: string }) => event._id === created.body._id).performers).toEqual(lineUp);

      const fromJson = await api.post(
        '/api/event',
        {
          title: 'Iz integracije',
          description: 'Opis',
          dateOfEvent: '31.10.2026',
          type: 'Koncert',
          ticketPrice: '0',
          performers: ['Orkestar Zlatni Talas', 'Kuzmanović, Jovanović & Co'],
        },
        managerA,
      );
      expect(fromJson.status).toBe(201);
      expect(fromJson.body.performers).toEqual(['Orkestar Zlatni Talas', 'Kuzmanović, Jovanović & Co']);
      const without = await publish(managerA, { title: 'Bez izvođača', dateOfEvent: '31.10.2026' });
      expect(without.body.performers).toEqual([]);
      for (const id of [created.body._id, fromJson.body._id, without.body._id]) await api.delete(`/api/event/${id}`, managerA);
    });

    it('an edit that leaves them out keeps them, a blank field takes them away', async () => {
      const id = (await publish(managerA, { title: 'Promena postave', dateOfEvent: '31.10.2026', performers: 'DJ Lola Dunav' })).body._id;
      const required = { title: 'Promena postave', description: 'Opis', dateOfEvent: '31.10.2026', type: 'Žurka', ticketPrice: '1000' };
      const kept = await sendForm(app.baseUrl, 'PUT', `/api/event/${id}`, { ...required, ticketPrice: '1200' }, [], managerA);
      expect(kept.body).toMatchObject({ ticketPrice: '1200', performers: ['DJ Lola Dunav'] });
      const cleared = await sendForm(app.baseUrl, 'PUT', `/api/event/${id}`, { ...required, ticketPrice: '1200', performers: '' }, [], managerA);
      expect(cleared.body.performers).toEqual([]);
      expect((await api.get(`/api/event/${id}`)).body.performers).toEqual([]);
      expect(await streamEventTypes(app, `event-${id}`)).toEqual(['EventPublished', 'EventChanged', 'EventChanged']);
      await api.delete(`/api/event/${id}`, managerA);
    });
  });

  it("'Dodaj u kalendar': GET /api/event/{id}/ics answers the event as text/calendar, times in UTC", async () => {
    const created = await publish(managerA, { title: 'Kalendar; noć', dateOfEvent: '30.10.2026', startTime: '23:00', endTime: '05:00' });
    const response = await fetch(`${app.baseUrl}/api/event/${created.body._id}/ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="dogadjaj-.+\.ics"/);
    const ics = await response.text();
    expect(ics).toContain('DTSTART:20261030T220000Z');
    expect(ics).toContain('DTEND:20261031T040000Z');
    expect(ics).toContain('SUMMARY:Kalendar\\; noć');
    expect((await fetch(`${app.baseUrl}/api/event/nepostojeci/ics`)).status).toBe(404);
    await api.delete(`/api/event/${created.body._id}`, managerA);
  });

  describe('shared addresses carry their preview in the HTML as served (the whole head: test/api/seo.api.test.ts)', () => {
    const page = async (path: string) => {
      const response = await fetch(`${app.baseUrl}${path}`);
      return { status: response.status, html: await response.text() };
    };
    const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);

    it('/event/{id}: Open Graph tags and a schema.org Event at its venue, with what the manager typed escaped; deleted, it is gone (410)', async () => {
      const created = await publish(managerA, { title: 'Noć "bez" </script><b>granica</b>', description: 'Opis & još', dateOfEvent: '31.10.2026' }, [
        { field: 'image', content: await pngImage(800, 450), filename: 'plakat.png' },
      ]);
      const { status, html } = await page(`/event/${created.body._id}`);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('<b>granica</b>');
      expect(meta(html, 'og:title')).toBe('Noć &quot;bez&quot; &lt;/script&gt;&lt;b&gt;granica&lt;/b&gt; — Klub Ponoćni, 31.10.2026 · Izlazak');
      expect(meta(html, 'og:description')).toBe('Subota 31.10.2026. od 23:00 · Klub Ponoćni, Savski kej 1. Ulaznica 1000 RSD. Opis &amp; još');
      expect(meta(html, 'og:image')).toBe(`${app.baseUrl}${created.body.image}`);
      expect(meta(html, 'og:url')).toBe(`${app.baseUrl}/event/${created.body._id}`);
      const event = jsonLd(html);
      expect(event).toMatchObject({
        '@type': 'Event',
        name: 'Noć "bez" </script><b>granica</b>',
        startDate: '2026-10-31T23:00:00+01:00',
        location: { '@type': 'NightClub', name: 'Klub Ponoćni', address: { streetAddress: 'Savski kej 1' } },
        offers: { price: '1000', priceCurrency: 'RSD' },
      });
      await api.delete(`/api/event/${created.body._id}`, managerA);
      const gone = await page(`/event/${created.body._id}`);
      expect(gone.status).toBe(410);
      expect(meta(gone.html, 'og:title')).toMatch(/^Otkazano: /);
    });

    it('/club/{id} and its subpages: the venue as a schema.org NightClub or Restaurant; unknown addresses get the app with 404', async () => {
      const club = await page(`/club/${clubA}/events`);
      expect(meta(club.html, 'og:title')).toBe('Događaji — Klub Ponoćni · Izlazak');
      expect(jsonLd(club.html)).toMatchObject({ '@type': 'NightClub', name: 'Klub Ponoćni', address: { streetAddress: 'Savski kej 1' } });
      const restaurant = await createVenue(api, app.adminToken, 'Restoran Ušće', { type: 'Restoran' });
      expect(jsonLd((await page(`/club/${restaurant.id}`)).html)['@type']).toBe('Restaurant');
      const unknown = await page('/event/nepostojeci');
      expect(unknown.status).toBe(404);
      expect(unknown.html).toContain('<div id="root">');
      expect(unknown.html).not.toContain('og:title" content="Noć');
    });
  });

  describe('refusals of bad input: 400 naming the field in Serbian, nothing stored', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no title', { title: '' }, 'title', 'Naziv događaja je obavezno polje'],
      ['no description', { description: '   ' }, 'description', 'Opis događaja je obavezno polje'],
      ['no date', { dateOfEvent: '' }, 'dateOfEvent', 'Datum događaja je obavezno polje'],
      ['a date that does not exist', { dateOfEvent: '31.02.2026' }, 'dateOfEvent', 'Datum događaja nije ispravan (dd.MM.yyyy)'],
      ['no type', { type: '' }, 'type', 'Tip događaja je obavezno polje'],
      ['no price', { ticketPrice: '' }, 'ticketPrice', 'Cena ulaznice je obavezno polje'],
      ['a negative price', { ticketPrice: '-500' }, 'ticketPrice', 'Cena ulaznice mora biti nenegativan iznos u RSD'],
      ['a price that is not an amount', { ticketPrice: 'besplatno' }, 'ticketPrice', 'Cena ulaznice mora biti nenegativan iznos u RSD'],
      ['a priority with letters', { priority: '1a' }, 'priority', 'Prioritet može sadržati samo cifre'],
      ['a negative priority', { priority: '-1' }, 'priority', 'Prioritet može sadržati samo cifre'],
      ['a start time that is not a time', { startTime: '25:00' }, 'startTime', 'Vreme početka mora biti u formatu HH:mm'],
      ['eleven performers', { performers: Array.from({ length: 11 }, (_, i) => `DJ ${i + 1}`).join('\n') }, 'performers', 'Izvođača može biti najviše 10'],
      ["a performer's name of 81 characters", { performers: `DJ Vuk, ${'A'.repeat(81)}` }, 'performers', 'Ime izvođača može imati najviše 80 znakova'],
    ];
    it.each(cases)('%s', async (_, overrides, field, message) => {
      const before = await countEvents(app);
      const refused = await publish(managerA, overrides);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ statusCode: 400, field, message });
      expect(await countEvents(app)).toBe(before);
    });

    it('a file that is not an image', async () => {
      const before = await countEvents(app);
      const refused = await publish(managerA, {}, [{ field: 'image', content: Buffer.from('nije slika'), filename: 'plakat.png' }]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'Datoteka nije ispravna slika', field: 'image' });
      expect(await countEvents(app)).toBe(before);
    });

    it('an edit without the fields the edit schema requires', async () => {
      const created = await publish(managerA, { title: 'Za izmenu' });
      const before = await countEvents(app);
      const refused = await sendForm(
        app.baseUrl,
        'PUT',
        `/api/event/${created.body._id}`,
        { title: 'Nova', description: 'Opis', dateOfEvent: '30.10.2026', ticketPrice: '0' },
        [],
        managerA,
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ field: 'type', message: 'Tip događaja je obavezno polje' });
      expect(await countEvents(app)).toBe(before);
      await api.delete(`/api/event/${created.body._id}`, managerA);
    });

    it('filters that are not filters', async () => {
      for (const [query, field] of [
        ['dayOfTheWeek=7', 'dayOfTheWeek'],
        ['date=juče', 'date'],
        ['nextWeek=mozda', 'nextWeek'],
        ['size=0', 'size'],
      ]) {
        const refused = await api.get(`/api/event?${query}`);
        expect({ query, status: refused.status, field: refused.body.field }).toEqual({ query, status: 400, field });
      }
    });
  });

  it('documents the event endpoints in the OpenAPI document', async () => {
    const document = await api.get('/api/docs/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/api/event', '/api/event/types', '/api/event/{eventId}', '/api/event/{eventId}/ics']));
    expect(Object.keys(document.body.paths['/api/event'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.body.paths['/api/event/{eventId}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });

  describe('simultaneous requests', () => {
    it('ten edits of one event at once: each is recorded or refused with 409, none lost or doubled; ten deletes record one deletion', async () => {
      const id = (await publish(managerA, { title: 'Gužva', dateOfEvent: '15.12.2026' })).body._id;
      const edits = await Promise.all(
        Array.from({ length: 10 }, (_, i) => sendForm(app.baseUrl, 'PUT', `/api/event/${id}`, eventForm({ title: `Gužva ${i}`, dateOfEvent: '15.12.2026' }), [], managerA)),
      );
      const saved = edits.filter((response) => response.status === 200);
      const refused = edits.filter((response) => response.status === 409);
      expect(saved.length + refused.length).toBe(10);
      expect(saved.length).toBeGreaterThanOrEqual(1);
      for (const response of refused) expect(response.body.message).toBe('Događaj je upravo izmenjen; osvežite i pokušajte ponovo');
      const types = await streamEventTypes(app, `event-${id}`);
      expect(types).toEqual(['EventPublished', ...Array(saved.length).fill('EventChanged')]);
      const final = (await api.get(`/api/event/${id}`)).body.title;
      expect(saved.map((response) => response.body.title)).toContain(final);

      const deletes = await Promise.all(Array.from({ length: 10 }, () => api.delete(`/api/event/${id}`, managerA)));
      expect(deletes.filter((response) => response.status === 200)).toHaveLength(1);
      expect(deletes.filter((response) => response.status === 404)).toHaveLength(9);
      expect((await streamEventTypes(app, `event-${id}`)).filter((type) => type === 'EventDeleted')).toHaveLength(1);
    });
  });

  describe('never a 500 to bad input', () => {
    const LEAK = /\b(the|error|exception|expected|unexpected|cannot|undefined|failed|select|insert|relation|column|syntax|violates)\b|\n\s*at |node_modules|\.ts:\d/i;
    const BAD_VALUES: unknown[] = [12345, { a: 1 }, ['x'], null, true, 'a\u0000b', 'x'.repeat(100_000), [[['duboko']]]];
    // A night of its own, far from the nights the filter tests read.
    const VALID = {
      title: 'Ispravan',
      description: 'Opis',
      dateOfEvent: '15.12.2026',
      type: 'Žurka',
      ticketPrice: '100',
      priority: '1',
      startTime: '22:00',
      endTime: '',
      gallery: [],
      possibilityOfShowing: [],
      performers: [],
    };
    const answeredCleanly = (label: string, response: ApiResponse) => {
      expect({ label, server: response.status >= 500 }).toEqual({ label, server: false });
      if (response.status >= 400) {
        expect(typeof response.body.message).toBe('string');
        expect({ label, message: response.body.message, leaks: LEAK.test(response.body.message) }).toMatchObject({ label, leaks: false });
      }
    };

    it('spoiled fields of the add and edit forms', async () => {
      const target = (await publish(managerA, { title: 'Meta izmena', dateOfEvent: '15.12.2026' })).body._id;
      for (const field of Object.keys(VALID)) {
        for (const value of BAD_VALUES) {
          const body = { ...VALID, [field]: value };
          answeredCleanly(`POST ${field}=${JSON.stringify(value)?.slice(0, 20)}`, await api.post('/api/event', body, managerA));
          answeredCleanly(`PUT ${field}=${JSON.stringify(value)?.slice(0, 20)}`, await api.put(`/api/event/${target}`, body, managerA));
        }
      }
    });

    it('bad ids and bad filters', async () => {
      for (const id of ['x', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(300), "1'%20OR%20'1'%3D'1", '%E0%A4%A', '%00']) {
        for (const [method, path] of [
          ['GET', `/api/event/${id}`],
          ['GET', `/api/event/${id}/ics`],
          ['PUT', `/api/event/${id}`],
          ['DELETE', `/api/event/${id}`],
        ] as const) {
          const response = await api.request(method, path, { token: managerA, body: method === 'PUT' ? VALID : undefined });
          answeredCleanly(`${method} ${path.slice(0, 40)}`, response);
          expect([400, 404]).toContain(response.status);
        }
      }
      for (const query of [
        'page=-1',
        'size=abc',
        'size=100000',
        'page=1&page=2',
        'title=a%00b',
        `title=${'x'.repeat(5000)}`,
        'date=2026-13-45',
        'eventFromDate=x',
        'dayOfTheWeek=-1',
        'all=yes',
      ]) {
        const response = await api.get(`/api/event?${query}`, managerA);
        answeredCleanly(query, response);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
      }
    });
  });

  describe('editing and deleting', () => {
    it('an edit keeps what the form left out; a delete takes the event out of every list and keeps its history', async () => {
      const created = await publish(managerA, { title: 'Stari naziv', priority: '3', dateOfEvent: '30.10.2026' });
      const id = created.body._id;
      const edited = await sendForm(
        app.baseUrl,
        'PUT',
        `/api/event/${id}`,
        {
          _id: id,
          title: 'Novi naziv',
          description: 'Novi opis',
          dateOfEvent: '2026-10-30',
          type: 'Koncert',
          ticketPrice: '1500,50',
        },
        [],
        managerA,
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: 'Novi naziv', type: 'Koncert', ticketPrice: '1500.50', priority: '3', startTime: '23:00', endTime: '05:00' });

      const deleted = await api.delete(`/api/event/${id}`, managerA);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Event uspešno obrisana');
      expect(titles(await list('date=30.10.2026'))).not.toContain('Novi naziv');
      expect((await api.get(`/api/event/${id}`)).status).toBe(404);
      expect((await api.delete(`/api/event/${id}`, managerA)).status).toBe(404);
      expect(await streamEventTypes(app, `event-${id}`)).toEqual(['EventPublished', 'EventChanged', 'EventDeleted']);
    });
  });

  describe('filters and the nights rule', () => {
    let clubB: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const b = await createVenue(api, app.adminToken, 'Splav Filter');
      clubB = b.id;
      const managerB = await api.login(b.managerEmail, MANAGER_PASSWORD);
      const add = async (token: string, title: string, overrides: Record<string, unknown>) => {
        const response = await publish(token, { title, ...overrides });
        if (response.status !== 201) throw new Error(`${title}: ${response.status} ${JSON.stringify(response.body)}`);
        ids[title] = response.body._id;
      };
      await add(managerA, 'Petak kasno', { dateOfEvent: '30.10.2026', startTime: '23:00', endTime: '05:00', type: 'Žurka' });
      await add(managerA, 'Posle ponoći', { dateOfEvent: '30.10.2026', startTime: '01:30', endTime: '', type: 'Koncert', priority: '5' });
      await add(managerB, 'Subota na splavu', { dateOfEvent: '31.10.2026', startTime: '22:00', type: 'Žurka' });
      await add(managerB, 'Kviz četvrtkom', { dateOfEvent: '05.11.2026', startTime: '20:00', type: 'Kviz' });
      await add(managerA, 'Sledeći petak', { dateOfEvent: '06.11.2026', startTime: '23:00', type: 'Žurka' });
      await add(managerA, 'Subota za dve nedelje', { dateOfEvent: '07.11.2026', startTime: '23:00', type: 'Žurka' });
      await add(managerA, 'Prošli četvrtak', { dateOfEvent: '29.10.2026', startTime: '23:00', type: 'Kviz' });
    });
    afterEach(() => {
      now = FRIDAY_EVENING;
    });

    const ours = (response: ApiResponse) => titles(response).filter((title: string) => title in ids);

    it('date: the events of one night, the one that starts after midnight included, higher priority first', async () => {
      expect(ours(await list('date=30.10.2026'))).toEqual(['Posle ponoći', 'Petak kasno']);
      expect(ours(await list('date=2026-10-31'))).toEqual(['Subota na splavu']);
    });

    it('a night runs past midnight: at 02:00 on Saturday Friday is still tonight; at 06:30 it is over', async () => {
      now = new Date('2026-10-31T01:00:00Z');
      expect(ours(await list('dayOfTheWeek=5'))).toEqual(['Posle ponoći', 'Petak kasno']);
      now = new Date('2026-10-31T05:30:00Z');
      expect(ours(await list('dayOfTheWeek=5'))).toEqual(['Sledeći petak']);
      expect(ours(await list('size=100'))).not.toContain('Petak kasno');
    });

    it('dayOfTheWeek: the coming night on that weekday, tonight included', async () => {
      expect(ours(await list('dayOfTheWeek=5'))).toEqual(['Posle ponoći', 'Petak kasno']);
      expect(ours(await list('dayOfTheWeek=6'))).toEqual(['Subota na splavu']);
      expect(ours(await list('dayOfTheWeek=4'))).toEqual(['Kviz četvrtkom']);
      const tab = await list('dayOfTheWeek=4');
      expect(tab.body.data[0].dayOfTheWeek).toBe(4);
    });

    it('nextWeek: the seven nights after tonight, across the end of October', async () => {
      expect(ours(await list('nextWeek=true&size=100'))).toEqual(['Subota na splavu', 'Kviz četvrtkom', 'Sledeći petak']);
    });

    it('eventFromDate, type, clubId, title: each narrows the list', async () => {
      expect(ours(await list('eventFromDate=2026-11-05&size=100'))).toEqual(['Kviz četvrtkom', 'Sledeći petak', 'Subota za dve nedelje']);
      expect(ours(await list('type=Kviz&size=100'))).toEqual(['Kviz četvrtkom']);
      expect(ours(await list(`clubId=${clubB}&size=100`))).toEqual(['Subota na splavu', 'Kviz četvrtkom']);
      // A venue's own list reads by date: priority features events across venues, not within one venue's list.
      expect(ours(await list(`clubId=${clubA}&size=100`))).toEqual(['Petak kasno', 'Posle ponoći', 'Sledeći petak', 'Subota za dve nedelje']);
      expect(ours(await list(`clubId=${clubA}&eventFromDate=2026-10-30&size=1000`))).toEqual(['Petak kasno', 'Posle ponoći', 'Sledeći petak', 'Subota za dve nedelje']);
      expect(ours(await list('title=cetvrtk'))).toEqual(['Kviz četvrtkom']);
    });

    it('page and size, answered with pagination.total_records', async () => {
      const first = await list(`clubId=${clubB}&size=1&page=1`);
      const second = await list(`clubId=${clubB}&size=1&page=2`);
      expect(first.body.pagination).toEqual({ page: 1, size: 1, total_records: 2, total_pages: 2 });
      expect([...titles(first), ...titles(second)]).toEqual(['Subota na splavu', 'Kviz četvrtkom']);
    });

    it('a past event leaves the public lists but stays readable by id; the dashboard (all) still lists it', async () => {
      expect(ours(await list('size=100'))).not.toContain('Prošli četvrtak');
      const past = await api.get(`/api/event/${ids['Prošli četvrtak']}`);
      expect(past.status).toBe(200);
      expect(past.body.past).toBe(true);
      const dashboard = await api.get('/api/event?all=true&size=100&title=prosli', managerA);
      expect(titles(dashboard)).toEqual(['Prošli četvrtak']);
    });

    it('types: what the upcoming events offer, for everyone or one venue', async () => {
      const all = await api.get('/api/event/types');
      expect(all.status).toBe(200);
      expect([...all.body].sort()).toEqual(expect.arrayContaining(['Koncert', 'Kviz', 'Žurka']));
      const ofB = await api.get(`/api/event/types?clubId=${clubB}`);
      expect([...ofB.body].sort()).toEqual(['Kviz', 'Žurka']);
    });

    it('the events of a deleted venue are never public', async () => {
      const c = await createVenue(api, app.adminToken, 'Klub Zatvoren');
      const managerC = await api.login(c.managerEmail, MANAGER_PASSWORD);
      const created = await publish(managerC, { title: 'Poslednja noć', dateOfEvent: '31.10.2026' });
      expect(ours(await list('date=31.10.2026'))).toEqual(['Subota na splavu']);
      expect(titles(await list('date=31.10.2026'))).toContain('Poslednja noć');
      expect((await api.delete(`/api/club/${c.id}`, app.adminToken)).status).toBe(200);
      expect(titles(await list('date=31.10.2026'))).not.toContain('Poslednja noć');
      expect((await api.get(`/api/event/${created.body._id}`)).status).toBe(404);
      expect((await api.get(`/api/event/types?clubId=${c.id}`)).body).toEqual([]);
    });
  });

  describe('who may do what', () => {
    type Caller = 'anonymous' | 'user' | 'staff' | 'managerA' | 'managerB' | 'admin';
    const tokens: Partial<Record<Caller, string>> = {};
    const callers: Caller[] = ['anonymous', 'user', 'staff', 'managerA', 'managerB', 'admin'];

    beforeAll(async () => {
      tokens.admin = app.adminToken;
      tokens.managerA = managerA;
      const b = await createVenue(api, app.adminToken, 'Klub Tuđi');
      tokens.managerB = await api.login(b.managerEmail, MANAGER_PASSWORD);
      const user = await registerAccount(app, 'user', 'gost.dogadjaji@izlazak.test');
      tokens.user = await api.login(user.email, user.password);
      const staff = await registerAccount(app, 'staff', 'osoblje.dogadjaji@izlazak.test', clubA);
      tokens.staff = await api.login(staff.email, staff.password);
    });

    const fresh = async () => (await publish(managerA, { title: 'Meta', dateOfEvent: '01.11.2026' })).body._id as string;
    const routes: { name: string; allowed: Caller[]; success: number; call: (token: string | undefined, id: string) => Promise<ApiResponse> }[] = [
      { name: 'POST /api/event (for venue A)', allowed: ['managerA', 'admin'], success: 201, call: (token) => publish(token, { clubId: clubA }) },
      {
        name: 'PUT /api/event/{id}',
        allowed: ['managerA', 'admin'],
        success: 200,
        call: (token, id) => sendForm(app.baseUrl, 'PUT', `/api/event/${id}`, eventForm({ title: 'Izmenjeno' }), [], token),
      },
      { name: 'DELETE /api/event/{id}', allowed: ['managerA', 'admin'], success: 200, call: (token, id) => api.delete(`/api/event/${id}`, token) },
      { name: 'GET /api/event?all=true', allowed: ['managerA', 'managerB', 'admin'], success: 200, call: (token) => api.get('/api/event?all=true', token) },
    ];

    for (const route of routes) {
      it(`${route.name}: ${route.allowed.join(', ')} succeed; the others get 401 or 403 and change nothing`, async () => {
        for (const caller of callers) {
          const id = await fresh();
          const before = await countEvents(app);
          const response = await route.call(tokens[caller], id);
          const allowed = route.allowed.includes(caller);
          const expected = allowed ? route.success : caller === 'anonymous' ? 401 : 403;
          expect({ caller, status: response.status }).toEqual({ caller, status: expected });
          if (!allowed) expect(await countEvents(app)).toBe(before);
        }
      });
    }

    it('GET routes are public: the list, the types and one event', async () => {
      const id = await fresh();
      for (const path of ['/api/event', '/api/event/types', `/api/event/${id}`]) {
        expect({ path, status: (await api.get(path)).status }).toEqual({ path, status: 200 });
      }
    });

    it('a manager cannot move an event to another venue by naming it', async () => {
      const id = await fresh();
      const response = await sendForm(app.baseUrl, 'PUT', `/api/event/${id}`, eventForm({ clubId: 'drugi-klub' }), [], managerA);
      expect(response.status).toBe(200);
      expect(response.body.clubId).toBe(clubA);
    });
  });
});
