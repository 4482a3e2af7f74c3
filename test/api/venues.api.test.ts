import { CITIES } from '@izlazak/contracts';
import { waitForMail } from '../support/mailbox';
import { appPerSuite } from '../support/app';
import { MANAGER_PASSWORD, bracketFields, clubBody, countEvents, createVenue, managerBody, sendForm, streamEventTypes } from './venues-fixtures';

describe('Venues API: the admin venue list, public clubs page, venue pages, sign-up and approval', () => {
  const app = appPerSuite();
  const { api } = app;

  describe('creating a venue with its manager', () => {
    it('creates the venue with the spec defaults and a manager who can log in to it', async () => {
      const response = await api.post(
        '/api/club',
        { user: managerBody('menadzer.ponoc@izlazak.test'), club: clubBody('Klub Ponoć', { color: '', rang: undefined }) },
        app.adminToken,
      );
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        name: 'Klub Ponoć',
        type: 'Klub',
        city: 'Beograd',
        color: '#475DDB',
        rang: 'Regularno',
        status: 'approved',
        socialMedia: [{ name: 'Instagram', link: 'https://instagram.com/klub' }],
        clubLogo: null,
        sliderImages: [],
        workingHours: [],
      });
      expect(response.body.uniqueId).toMatch(/^[A-Z0-9]{8}$/);
      const clubId = response.body._id;

      const publicView = await api.get(`/api/club/${clubId}`);
      expect(publicView.status).toBe(200);
      expect(publicView.body.name).toBe('Klub Ponoć');

      const login = await api.post('/api/auth/login', { email: 'menadzer.ponoc@izlazak.test', password: MANAGER_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ role: 'manager', clubId, isVerified: true, status: true });

      const manager = await api.get(`/api/club/manager/${clubId}`, app.adminToken);
      expect(manager.status).toBe(200);
      expect(manager.body).toMatchObject({ firstName: 'Marko', lastName: 'Marković', email: 'menadzer.ponoc@izlazak.test', clubId });
      expect(manager.body).not.toHaveProperty('password');
      expect(manager.body).not.toHaveProperty('passwordHash');
    });

    it('refuses invalid venue data with a Serbian message naming the field, and stores nothing', async () => {
      const before = await countEvents(app);
      const cases: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
        [managerBody('a1@izlazak.test'), clubBody('', {}), 'club.name', 'Naziv objekta je obavezno polje'],
        [managerBody('a2@izlazak.test'), clubBody('X', { type: 'Diskoteka' }), 'club.type', expect.stringContaining('Tip objekta mora biti') as unknown as string],
        [managerBody('a3@izlazak.test'), clubBody('X', { city: 'Pariz' }), 'club.city', 'Grad nije sa liste gradova'],
        [managerBody('a4@izlazak.test'), clubBody('X', { rang: 'VIP' }), 'club.rang', 'Rang mora biti Regularno ili Premijum'],
        [managerBody('a5@izlazak.test'), clubBody('X', { color: 'plava' }), 'club.color', 'Boja mora biti u formatu #RRGGBB'],
        [
          managerBody('a6@izlazak.test'),
          clubBody('X', { socialMedia: [{ name: 'MySpace', link: 'https://myspace.com' }] }),
          'club.socialMedia.0.name',
          expect.stringContaining('Društvena mreža') as unknown as string,
        ],
        [
          managerBody('a7@izlazak.test'),
          clubBody('X', { socialMedia: [{ name: 'Facebook', link: 'javascript:alert(1)' }] }),
          'club.socialMedia.0.link',
          'Link društvene mreže nije ispravan',
        ],
        [managerBody('nije-email'), clubBody('X'), 'user.email', 'Email nije validan'],
        [managerBody('a8@izlazak.test', { confirmPassword: 'drugacija' }), clubBody('X'), 'user.confirmPassword', 'Lozinke se ne poklapaju'],
        [managerBody('a9@izlazak.test', { firstName: ' ' }), clubBody('X'), 'user.firstName', 'Ime je obavezno polje'],
      ];
      for (const [user, club, field, message] of cases) {
        const response = await api.post('/api/club', { user, club }, app.adminToken);
        expect({ field, status: response.status, body: response.body }).toEqual({
          field,
          status: 400,
          body: expect.objectContaining({ statusCode: 400, field, message }),
        });
      }
      expect(await countEvents(app)).toBe(before);
    });

    it('accepts the spec spellings Regular and Whatsapp and drops empty social rows', async () => {
      const created = await createVenue(api, app.adminToken, 'Splav Reka', {
        type: 'splav',
        rang: 'Regular',
        socialMedia: [
          { name: 'Whatsapp', link: '+381601112222' },
          { name: 'Viber', link: '' },
          { name: 'TikTok', link: null },
        ],
      });
      expect(created.venue).toMatchObject({ type: 'Splav', rang: 'Regularno', socialMedia: [{ name: 'WhatsApp', link: '+381601112222' }] });
    });

    it("refuses a manager e-mail that is taken with the registration's 409 and creates no venue", async () => {
      const taken = await createVenue(api, app.adminToken, 'Kafić Prvi', { type: 'Kafić' });
      const venueEvents = async () => (await app.running.kernel.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'club-%'`)).rows[0].n;
      const before = await venueEvents();
      const response = await api.post('/api/club', { user: managerBody(taken.managerEmail.toUpperCase()), club: clubBody('Kafić Drugi', { type: 'Kafić' }) }, app.adminToken);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Korisnik sa unesenim email adresom već postoji!');
      const list = await api.get('/api/club?search=Drugi', app.adminToken);
      expect(list.body.data).toEqual([]);
      expect(await venueEvents()).toBe(before);
    });
  });

  describe('the lists', () => {
    let premium: string;

    beforeAll(async () => {
      premium = (await createVenue(api, app.adminToken, 'Klub Orbit', { rang: 'Premijum', location: 'Savski nasip 7' })).id;
      await createVenue(api, app.adminToken, 'Restoran Đerdap', { type: 'Restoran', location: 'Skadarska 12' });
      await createVenue(api, app.adminToken, 'Bar Neon', { type: 'Bar', city: 'Novi Sad' });
    });

    it('pages the public list with paginationData and puts Premijum venues first', async () => {
      const first = await api.get('/api/club?page=1&size=2');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(2);
      expect(first.body.data[0]._id).toBe(premium);
      const total = first.body.paginationData.total_records;
      expect(total).toBeGreaterThanOrEqual(6);
      expect(first.body.paginationData).toEqual({ page: 1, size: 2, total_records: total, total_pages: Math.ceil(total / 2) });

      const last = await api.get(`/api/club?page=${first.body.paginationData.total_pages}&size=2`);
      const seen = new Set([...first.body.data, ...last.body.data].map((venue: { _id: string }) => venue._id));
      expect(seen.size).toBe(first.body.data.length + last.body.data.length);

      const defaults = await api.get('/api/club');
      expect(defaults.body.paginationData).toMatchObject({ page: 1, size: 10 });
    });

    it('filters by type, rang, city and venue, and searches without caring for case or diacritics', async () => {
      const restaurants = await api.get('/api/club?type=Restoran');
      expect(restaurants.body.data.map((v: { name: string }) => v.name)).toEqual(['Restoran Đerdap']);

      const premiumOnly = await api.get('/api/club?rang=Premijum');
      expect(premiumOnly.body.data.map((v: { name: string }) => v.name)).toEqual(['Klub Orbit']);

      const noviSad = await api.get(`/api/club?city=${encodeURIComponent('Novi Sad')}`);
      expect(noviSad.body.data.map((v: { name: string }) => v.name)).toEqual(['Bar Neon']);

      const one = await api.get(`/api/club?clubId=${premium}`);
      expect(one.body.data.map((v: { _id: string }) => v._id)).toEqual([premium]);

      for (const search of ['djerdap', 'ĐERDAP', 'skadarska', 'restoran djer']) {
        const found = await api.get(`/api/club?search=${encodeURIComponent(search)}`);
        expect({ search, names: found.body.data.map((v: { name: string }) => v.name) }).toEqual({ search, names: ['Restoran Đerdap'] });
      }
      const byAddress = await api.get('/api/club?search=nasip');
      expect(byAddress.body.data.map((v: { name: string }) => v.name)).toEqual(['Klub Orbit']);
      const wildcard = await api.get(`/api/club?search=${encodeURIComponent('%')}`);
      expect(wildcard.body.data).toEqual([]);
      expect(wildcard.body.paginationData.total_records).toBe(0);
    });

    it('answers bad paging with 400 naming the field', async () => {
      const page = await api.get('/api/club?page=nula');
      expect(page.status).toBe(400);
      expect(page.body).toMatchObject({ field: 'page', message: 'Stranica mora biti pozitivan ceo broj' });
      const size = await api.get('/api/club?size=1000');
      expect(size.status).toBe(400);
      expect(size.body.field).toBe('size');
      const rang = await api.get('/api/club?rang=Zlatni');
      expect(rang.status).toBe(400);
      expect(rang.body.field).toBe('rang');
    });

    it('serves the dropdown lists: object types, types in use, cities and venue names', async () => {
      const objectTypes = await api.get('/api/club/objectTypes');
      expect(objectTypes.body).toEqual(expect.arrayContaining(['Klub', 'Splav', 'Restoran', 'Kafić', 'Bar']));

      const inUse = await api.get('/api/club/typesList');
      expect(inUse.body).toEqual(['Klub', 'Splav', 'Restoran', 'Kafić', 'Bar']);

      const cities = await api.get('/api/club/citiesList');
      expect(cities.body).toEqual([...CITIES]);
      expect(cities.body).toHaveLength(21);

      const clubs = await api.get('/api/club/clubsList?type=Klub');
      expect(clubs.body.map((c: { name: string }) => c.name)).toEqual(['Klub Orbit', 'Klub Ponoć']);
      expect(Object.keys(clubs.body[0]).sort()).toEqual(['_id', 'name']);
    });
  });

  describe('changing a venue', () => {
    it('lets its manager edit it (the next GET shows it) but not move it to another rang', async () => {
      const { id, managerEmail } = await createVenue(api, app.adminToken, 'Kafić Ugao', { type: 'Kafić' });
      const managerToken = await api.login(managerEmail, MANAGER_PASSWORD);

      const saved = await api.put(`/api/club/${id}`, { ...clubBody('Kafić Zlatni Ugao', { type: 'Kafić' }), color: '#112233', _id: id, status: 'x' }, managerToken);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ name: 'Kafić Zlatni Ugao', color: '#112233', rang: 'Regularno', status: 'approved' });
      expect((await api.get(`/api/club/${id}`)).body.name).toBe('Kafić Zlatni Ugao');
      expect((await api.get('/api/club?search=zlatni')).body.data.map((v: { _id: string }) => v._id)).toEqual([id]);

      const before = await countEvents(app);
      const promote = await api.put(`/api/club/${id}`, { ...clubBody('Kafić Zlatni Ugao', { type: 'Kafić' }), rang: 'Premijum' }, managerToken);
      expect(promote.status).toBe(403);
      expect(promote.body.message).toBe('Samo administrator može promeniti rang objekta');
      expect(await countEvents(app)).toBe(before);

      const byAdmin = await api.put(`/api/club/${id}`, { ...clubBody('Kafić Zlatni Ugao', { type: 'Kafić' }), rang: 'Premijum' }, app.adminToken);
      expect(byAdmin.body.rang).toBe('Premijum');
    });

    it('records nothing when the same data is saved again', async () => {
      const { id } = await createVenue(api, app.adminToken, 'Bar Isto', { type: 'Bar' });
      await api.put(`/api/club/${id}`, clubBody('Bar Isto 2', { type: 'Bar' }), app.adminToken);
      const before = await countEvents(app);
      const again = await api.put(`/api/club/${id}`, clubBody('Bar Isto 2', { type: 'Bar' }), app.adminToken);
      expect(again.status).toBe(200);
      expect(await countEvents(app)).toBe(before);
    });

    it("lets the admin change the venue and its manager's data together", async () => {
      const { id, managerEmail } = await createVenue(api, app.adminToken, 'Splav Val', { type: 'Splav' });
      const response = await api.put(
        `/api/club/updateWithManager/${id}`,
        {
          club: clubBody('Splav Veliki Val', { type: 'Splav' }),
          user: { firstName: 'Jovana', lastName: 'Jović', mobilePhone: '064 000 111', email: 'nova.adresa@izlazak.test', password: '', confirmPassword: '' },
        },
        app.adminToken,
      );
      expect(response.status).toBe(200);
      expect(response.body.name).toBe('Splav Veliki Val');
      const asked = await api.get(`/api/club/manager/${id}`, app.adminToken);
      expect(asked.body).toMatchObject({ firstName: 'Jovana', lastName: 'Jović', mobilePhone: '064 000 111', email: managerEmail });
      // The new address counts once the link mailed to it is opened.
      await api.openEmailChangeLink('nova.adresa@izlazak.test');
      const manager = await api.get(`/api/club/manager/${id}`, app.adminToken);
      expect(manager.body).toMatchObject({ firstName: 'Jovana', lastName: 'Jović', mobilePhone: '064 000 111', email: 'nova.adresa@izlazak.test' });

      // The password did not change, the e-mail did.
      expect((await api.post('/api/auth/login', { email: 'nova.adresa@izlazak.test', password: MANAGER_PASSWORD })).status).toBe(200);
      expect((await api.post('/api/auth/login', { email: managerEmail, password: MANAGER_PASSWORD })).status).toBe(401);

      const newPassword = await api.put(
        `/api/club/updateWithManager/${id}`,
        { club: clubBody('Splav Veliki Val', { type: 'Splav' }), user: { ...managerBody('nova.adresa@izlazak.test'), password: 'nova-lozinka', confirmPassword: 'nova-lozinka' } },
        app.adminToken,
      );
      expect(newPassword.status).toBe(200);
      expect((await api.post('/api/auth/login', { email: 'nova.adresa@izlazak.test', password: 'nova-lozinka' })).status).toBe(200);

      const mismatch = await api.put(
        `/api/club/updateWithManager/${id}`,
        { club: clubBody('Splav Veliki Val', { type: 'Splav' }), user: { ...managerBody('nova.adresa@izlazak.test'), password: 'abcd', confirmPassword: 'abce' } },
        app.adminToken,
      );
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toMatchObject({ field: 'user.confirmPassword', message: 'Lozinke se ne poklapaju' });
    });

    it('answers unknown venue ids with 404, never 500', async () => {
      const unknown = '00000000-0000-0000-0000-000000000000';
      expect((await api.get(`/api/club/${unknown}`)).status).toBe(404);
      expect((await api.get('/api/club/nije-id')).body).toEqual({ statusCode: 404, message: 'Objekat nije pronađen' });
      expect((await api.get(`/api/club/workingHours/${unknown}`)).status).toBe(404);
      expect((await api.get(`/api/club/allTables/${unknown}`)).status).toBe(404);
      expect((await api.get(`/api/club/manager/${unknown}`, app.adminToken)).status).toBe(404);
      expect((await api.put(`/api/club/${unknown}`, clubBody('Nema'), app.adminToken)).status).toBe(404);
      expect((await api.put(`/api/club/approve/${unknown}`, {}, app.adminToken)).status).toBe(404);
      expect((await api.delete(`/api/club/${unknown}`, app.adminToken)).status).toBe(404);
    });
  });

  describe('deleting a venue', () => {
    it('removes it from every list and page, keeps its history and locks its manager out', async () => {
      const { id, managerEmail } = await createVenue(api, app.adminToken, 'Klub Zbogom');
      await api.post('/api/club/table', { name: 'Sto 1', maxPersons: 4, area: 'Šank', clubId: id }, app.adminToken);

      const deleted = await api.delete(`/api/club/${id}`, app.adminToken);
      expect(deleted.status).toBe(200);

      expect((await api.get(`/api/club/${id}`)).status).toBe(404);
      expect((await api.get(`/api/club/${id}`, app.adminToken)).status).toBe(404);
      expect((await api.get('/api/club?search=zbogom', app.adminToken)).body.data).toEqual([]);
      expect((await api.get('/api/club/clubsList', app.adminToken)).body.map((c: { _id: string }) => c._id)).not.toContain(id);
      expect((await api.get(`/api/club/allTables/${id}`, app.adminToken)).status).toBe(404);
      expect((await api.delete(`/api/club/${id}`, app.adminToken)).status).toBe(404);

      expect(await streamEventTypes(app, `club-${id}`)).toEqual(['VenueRegistered', 'VenueDeleted']);

      const login = await api.post('/api/auth/login', { email: managerEmail, password: MANAGER_PASSWORD });
      expect(login.status).toBe(403);
      expect(login.body.message).toBe('Vaš nalog nije aktivan');
    });

    it('leaves its tables unchangeable: editing or removing one answers 404 and records nothing', async () => {
      const { id } = await createVenue(api, app.adminToken, 'Klub Ugašen');
      const table = await api.post('/api/club/table', { name: 'Sto 7', maxPersons: 4, area: 'Bašta', clubId: id }, app.adminToken);
      expect(table.status).toBe(201);
      expect((await api.delete(`/api/club/${id}`, app.adminToken)).status).toBe(200);

      const changed = await api.put(`/api/club/table/${table.body._id}`, { name: 'Sto 8', maxPersons: 6, area: 'Bašta' }, app.adminToken);
      expect(changed.status).toBe(404);
      const removed = await api.delete(`/api/club/table/${table.body._id}`, app.adminToken);
      expect(removed.status).toBe(404);
      expect(await streamEventTypes(app, `table-${table.body._id}`)).toEqual(['TableAdded']);
    });

    it('locks out every manager and staff member of the venue, not only the one it was created with', async () => {
      const { id, managerEmail } = await createVenue(api, app.adminToken, 'Klub Zatvoren');
      const managerToken = await api.login(managerEmail, MANAGER_PASSWORD);
      const coManager = {
        firstName: 'Ivana',
        lastName: 'Ivić',
        mobilePhone: '0601',
        email: 'sefica.zatvoren@izlazak.test',
        password: 'lozinka1',
        confirmPassword: 'lozinka1',
        role: 'manager',
      };
      const waiter = { ...coManager, firstName: 'Jovan', email: 'konobar.zatvoren@izlazak.test', role: 'staff' };
      expect((await api.post('/api/user', coManager, managerToken)).status).toBe(201);
      expect((await api.post('/api/user', waiter, managerToken)).status).toBe(201);
      // Accounts a manager makes sign in once their owners open the mailed links.
      for (const person of [coManager, waiter]) await api.openVerificationLink(person.email);
      const coManagerToken = await api.login(coManager.email, coManager.password);

      expect((await api.delete(`/api/club/${id}`, app.adminToken)).status).toBe(200);

      // The co-manager's session ends and neither of them can log in or add staff to the deleted venue.
      expect((await api.get('/api/auth/me', coManagerToken)).status).toBe(401);
      const extra = { ...coManager, email: 'jos.jedan@izlazak.test', role: 'staff' };
      expect((await api.post('/api/user', extra, coManagerToken)).status).toBe(401);
      for (const person of [coManager, waiter]) {
        const login = await api.post('/api/auth/login', { email: person.email, password: person.password });
        expect({ email: person.email, status: login.status, message: login.body.message }).toEqual({ email: person.email, status: 403, message: 'Vaš nalog nije aktivan' });
      }
    });
  });

  describe('a venue owner signs up (register-company) and an admin approves', () => {
    it('keeps the venue hidden and the manager locked out until approval, then opens both', async () => {
      const user = managerBody('vlasnik@splav-sava.test', { firstName: 'Petar' });
      const club = clubBody('Splav Sava Noć', { type: 'Splav', socialMedia: [{ name: 'Facebook', link: 'https://facebook.com/sava' }], phone2: null });
      const signup = await sendForm(app.baseUrl, 'POST', '/api/auth/register-company', bracketFields({ user, club }));
      expect(signup.status).toBe(201);
      expect(signup.body.status).toBe('pending');
      const clubId = signup.body.clubId;

      expect((await api.get(`/api/club/${clubId}`)).status).toBe(404);
      expect((await api.get('/api/club?search=sava')).body.data).toEqual([]);
      expect((await api.get('/api/club/clubsList')).body.map((c: { _id: string }) => c._id)).not.toContain(clubId);

      const adminList = await api.get('/api/club?search=sava&status=pending', app.adminToken);
      expect(adminList.body.data).toEqual([
        expect.objectContaining({ _id: clubId, name: 'Splav Sava Noć', status: 'pending', socialMedia: [{ name: 'Facebook', link: 'https://facebook.com/sava' }] }),
      ]);

      const early = await api.post('/api/auth/login', { email: 'vlasnik@splav-sava.test', password: MANAGER_PASSWORD });
      expect(early.status).toBe(403);
      expect(early.body.message).toBe('Vaš nalog nije aktivan');

      const received = await waitForMail(app.mailDir, (mail) => mail.to.includes('vlasnik@splav-sava.test') && mail.subject === 'Prijava objekta je primljena');
      expect(received.text).toContain('Splav Sava Noć');

      const approved = await api.put(`/api/club/approve/${clubId}`, {}, app.adminToken);
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');

      expect((await api.get(`/api/club/${clubId}`)).body.name).toBe('Splav Sava Noć');
      const login = await api.post('/api/auth/login', { email: 'vlasnik@splav-sava.test', password: MANAGER_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ role: 'manager', clubId });

      const mail = await waitForMail(app.mailDir, (m) => m.to.includes('vlasnik@splav-sava.test') && m.subject === 'Vaš objekat je odobren');
      expect(mail.text).toContain(`${app.baseUrl}/auth/login`);
      expect(mail.html).toContain('Splav Sava Noć');

      const again = await api.put(`/api/club/approve/${clubId}`, {}, app.adminToken);
      expect(again.status).toBe(200);
      expect(await streamEventTypes(app, `club-${clubId}`)).toEqual(['VenueRegistered', 'VenueApproved']);
    });

    it('accepts the venue and manager as JSON text inside a multipart form, and plain JSON', async () => {
      const asText = await sendForm(app.baseUrl, 'POST', '/api/auth/register-company', {
        user: JSON.stringify(managerBody('json.tekst@izlazak.test')),
        club: JSON.stringify(clubBody('Bar Tekst', { type: 'Bar' })),
      });
      expect(asText.status).toBe(201);
      const asJson = await api.post('/api/auth/register-company', { user: managerBody('json@izlazak.test'), club: clubBody('Bar Džejson', { type: 'Bar' }) });
      expect(asJson.status).toBe(201);
      const pending = await api.get('/api/club?search=bar&status=all', app.adminToken);
      expect(
        pending.body.data
          .filter((v: { status: string }) => v.status === 'pending')
          .map((v: { name: string }) => v.name)
          .sort(),
      ).toEqual(['Bar Džejson', 'Bar Tekst']);
    });

    it('refuses an invalid sign-up with the field named, and a taken e-mail with 409', async () => {
      const before = await countEvents(app);
      const invalid = await sendForm(app.baseUrl, 'POST', '/api/auth/register-company', bracketFields({ user: managerBody('x@izlazak.test'), club: clubBody('') }));
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ field: 'club.name', message: 'Naziv objekta je obavezno polje' });
      const noPassword = await sendForm(
        app.baseUrl,
        'POST',
        '/api/auth/register-company',
        bracketFields({ user: managerBody('y@izlazak.test', { password: '', confirmPassword: '' }), club: clubBody('Y') }),
      );
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.field).toBe('user.password');
      expect(await countEvents(app)).toBe(before);

      const taken = await sendForm(app.baseUrl, 'POST', '/api/auth/register-company', bracketFields({ user: managerBody(app.admin.email), club: clubBody('Z') }));
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('Korisnik sa unesenim email adresom već postoji!');
    });

    it('does not let a form key reach the object prototype', async () => {
      const response = await sendForm(app.baseUrl, 'POST', '/api/auth/register-company', {
        ...bracketFields({ user: managerBody('proto@izlazak.test'), club: clubBody('Bar Proto', { type: 'Bar' }) }),
        '__proto__[polluted]': 'da',
        'club[__proto__][polluted]': 'da',
      });
      // Refused as a field no form has (docs/accounts.md), and nothing reached the prototype.
      expect(response.status).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  it('documents the venue and site endpoints in the OpenAPI document', async () => {
    const document = await api.get('/api/docs/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/club',
        '/api/club/{clubId}',
        '/api/club/workingHours/{clubId}',
        '/api/club/allTables/{clubId}',
        '/api/club/updateWorkingHours',
        '/api/club/addClubImage/{clubId}',
        '/api/club/sliders/{clubId}',
        '/api/club/approve/{clubId}',
        '/api/club/table/{tableId}',
        '/api/auth/register-company',
        '/api/site/sliders',
        '/api/site/sliderImages',
        '/api/site/sendMessage',
        '/api/site/subscribe',
        '/api/site/unsubscribe/{token}',
        '/api/site/mailingList',
      ]),
    );
  });
});
