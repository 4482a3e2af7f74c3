import { usersProjector } from '../../backend/src/modules/identity/projections/users.projector';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { PASSWORD, accountOf, countEvents, registerMultipart, registration } from './accounts-support';
import { recordVenues } from './venues-fixtures';

const EMAIL_TAKEN = 'Korisnik sa unesenim email adresom već postoji!';

function newUser(name: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: name,
    lastName: 'Petrović',
    mobilePhone: '0611111111',
    email: `${name.toLowerCase()}@izlazak.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  };
}

describe('Users API: lists, add, edit, delete, own profile', () => {
  const app = appPerSuite();
  const { api } = app;

  beforeAll(async () => {
    await recordVenues(app, 'klub-a', 'klub-b', 'klub-m');
  });

  describe('lists', () => {
    beforeAll(async () => {
      for (let i = 1; i <= 12; i++) {
        const created = await api.post('/api/user', newUser(`Gost${String(i).padStart(2, '0')}`, { mobilePhone: `06400000${String(i).padStart(2, '0')}` }), app.adminToken);
        expect(created.status).toBe(201);
      }
      await api.post('/api/user', newUser('Konobar', { role: 'staff', clubId: 'klub-a' }), app.adminToken);
      await api.post('/api/user', newUser('Sef', { role: 'manager', clubId: 'klub-b' }), app.adminToken);
    });

    it('pages role user 10 at a time, newest first, with paginationData', async () => {
      const first = await api.get('/api/user?role=user', app.adminToken);
      expect(first.status).toBe(200);
      expect(first.body.paginationData).toEqual({ page: 1, size: 10, total_records: 12, total_pages: 2 });
      expect(first.body.data).toHaveLength(10);
      expect(first.body.data[0]).toMatchObject({ firstName: 'Gost12', role: 'user', numberOfReservations: 0, status: true });
      expect(first.body.data.every((u: { role: string }) => u.role === 'user')).toBe(true);

      const second = await api.get('/api/user?role=user&page=2&size=10', app.adminToken);
      expect(second.body.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Gost02', 'Gost01']);
      expect(second.body.paginationData).toEqual({ page: 2, size: 10, total_records: 12, total_pages: 2 });
    });

    it('lists staff and managers for role=staff,manager, and never the admin', async () => {
      const staff = await api.get('/api/user?role=staff,manager&size=12', app.adminToken);
      expect(staff.body.data.map((u: { firstName: string }) => u.firstName).sort()).toEqual(['Konobar', 'Sef']);
      const everyone = await api.get('/api/user?size=100', app.adminToken);
      expect(everyone.body.paginationData.total_records).toBe(14);
      expect(everyone.body.data.some((u: { role: string }) => u.role === 'admin')).toBe(false);
    });

    it('searches name, e-mail and phone case-insensitively, taking % and _ literally', async () => {
      const byName = await api.get('/api/user?role=user&search=gOsT1', app.adminToken);
      expect(byName.body.data.map((u: { firstName: string }) => u.firstName).sort()).toEqual(['Gost10', 'Gost11', 'Gost12']);
      const byFullName = await api.get(`/api/user?search=${encodeURIComponent('gost07 petrović')}`, app.adminToken);
      expect(byFullName.body.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Gost07']);
      const byPhone = await api.get('/api/user?search=0640000005', app.adminToken);
      expect(byPhone.body.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Gost05']);
      const byEmail = await api.get('/api/user?search=konobar@', app.adminToken);
      expect(byEmail.body.paginationData.total_records).toBe(1);
      expect((await api.get('/api/user?search=%25', app.adminToken)).body.paginationData.total_records).toBe(0);
      expect((await api.get('/api/user?search=_', app.adminToken)).body.paginationData.total_records).toBe(0);
    });

    it('refuses a bad page, size or role with a Serbian message naming the parameter', async () => {
      const cases: [string, string, string][] = [
        ['page=0', 'page', 'Stranica nije ispravna'],
        ['page=dva', 'page', 'Stranica nije ispravna'],
        ['size=1000', 'size', 'Veličina stranice nije ispravna'],
        ['role=admin', 'role', 'Uloga nije ispravna'],
      ];
      for (const [query, field, message] of cases) {
        const response = await api.get(`/api/user?${query}`, app.adminToken);
        expect({ status: response.status, field: response.body.field, message: response.body.message }).toEqual({ status: 400, field, message });
      }
    });
  });

  describe('add', () => {
    it("refuses an incomplete form with the spec's messages and stores nothing", async () => {
      const before = await countEvents(app);
      const empty = await api.post('/api/user', {}, app.adminToken);
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'firstName', message: 'Ime je obavezno polje' },
          { field: 'lastName', message: 'Prezime je obavezno polje' },
          { field: 'mobilePhone', message: 'Telefon je obavezno polje' },
          { field: 'password', message: 'Lozinka je obavezno polje' },
          { field: 'confirmPassword', message: 'Potvrdite lozinku' },
        ]),
      );
      const short = await api.post('/api/user', newUser('Kratka', { password: '12', confirmPassword: '12' }), app.adminToken);
      expect(short.body).toMatchObject({ statusCode: 400, field: 'password', message: 'Minimalna duzina je 3 karaktera' });
      const mismatch = await api.post('/api/user', newUser('Razlicite', { confirmPassword: 'nesto-drugo' }), app.adminToken);
      expect(mismatch.body).toMatchObject({ statusCode: 400, field: 'confirmPassword', message: 'Lozinke se ne poklapaju' });
      const badEmail = await api.post('/api/user', newUser('Adresa', { email: 'adresa@' }), app.adminToken);
      expect(badEmail.body).toMatchObject({ statusCode: 400, field: 'email', message: 'Email nije validan' });
      expect(await countEvents(app)).toBe(before);
    });

    it('creates an unverified account that logs in once its owner opens the mailed link; a taken address is a 409', async () => {
      const created = await api.post('/api/user', newUser('Novak'), app.adminToken);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ firstName: 'Novak', role: 'user', isVerified: false, pendingEmail: null, status: true, clubId: null, username: 'novak' });
      expect(created.body.uniqueId).toMatch(/^[A-Z2-9]{8}$/);
      expect((await api.post('/api/auth/login', { email: 'novak@izlazak.test', password: PASSWORD })).status).toBe(403);
      await api.openVerificationLink('novak@izlazak.test');
      expect((await api.post('/api/auth/login', { email: 'novak@izlazak.test', password: PASSWORD })).status).toBe(200);

      const duplicate = await api.post('/api/user', newUser('NOVAK'), app.adminToken);
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe(EMAIL_TAKEN);
    });

    it("puts a manager's new staff in the manager's club, whatever the form says", async () => {
      const manager = await accountOf(api, app.adminToken, 'menadzer-dodaje', 'manager', 'klub-m');
      const staff = await api.post('/api/user', newUser('Sanker', { role: 'staff', clubId: 'tudji-klub' }), manager.token);
      expect(staff.status).toBe(201);
      expect(staff.body).toMatchObject({ role: 'staff', clubId: 'klub-m' });
      const defaulted = await api.post('/api/user', newUser('Redar'), manager.token);
      expect(defaulted.body).toMatchObject({ role: 'staff', clubId: 'klub-m' });
      await api.openVerificationLink('sanker@izlazak.test');
      const login = await api.post('/api/auth/login', { email: 'sanker@izlazak.test', password: PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ role: 'staff', clubId: 'klub-m' });
    });
  });

  describe('edit and delete', () => {
    it('changes the address once the link mailed to it is opened: the old one is free again, the new one taken, login uses the new one', async () => {
      const user = await accountOf(api, app.adminToken, 'selidba', 'user');
      const edited = await api.put(`/api/user/${user.id}`, { email: 'nova-adresa@izlazak.test', firstName: 'Seka' }, app.adminToken);
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ email: 'selidba@izlazak.test', pendingEmail: 'nova-adresa@izlazak.test', firstName: 'Seka' });
      expect((await api.post('/api/auth/login', { email: 'nova-adresa@izlazak.test', password: PASSWORD })).status).toBe(401);
      await api.openEmailChangeLink('nova-adresa@izlazak.test');
      await readModelsCaughtUp(app);
      expect((await api.get(`/api/user?search=seka`, app.adminToken)).body.data[0]).toMatchObject({ email: 'nova-adresa@izlazak.test', pendingEmail: null });
      expect((await api.post('/api/auth/login', { email: 'nova-adresa@izlazak.test', password: PASSWORD })).status).toBe(200);
      expect((await api.post('/api/auth/login', { email: 'selidba@izlazak.test', password: PASSWORD })).status).toBe(401);

      expect((await registerMultipart(app.baseUrl, registration('selidba-stara', { email: 'selidba@izlazak.test' }))).status).toBe(201);
      const taken = await registerMultipart(app.baseUrl, registration('selidba-nova', { email: 'NOVA-ADRESA@izlazak.test' }));
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(EMAIL_TAKEN);
    });

    it('refuses an address another account holds and changes nothing', async () => {
      const first = await accountOf(api, app.adminToken, 'prvi', 'user');
      await accountOf(api, app.adminToken, 'drugi', 'user');
      const before = await countEvents(app);
      const response = await api.put(`/api/user/${first.id}`, { email: 'DRUGI@izlazak.test', firstName: 'Promenjen' }, app.adminToken);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(EMAIL_TAKEN);
      expect(await countEvents(app)).toBe(before);
      const list = await api.get('/api/user?search=prvi@izlazak.test', app.adminToken);
      expect(list.body.data[0]).toMatchObject({ email: 'prvi@izlazak.test', firstName: 'prvi' });
    });

    it('sets a new password only when confirmed, and signs the account out everywhere', async () => {
      const staff = await accountOf(api, app.adminToken, 'nova-lozinka', 'staff', 'klub-a');
      const unconfirmed = await api.put(`/api/user/${staff.id}`, { password: 'sasvim-nova' }, app.adminToken);
      expect(unconfirmed.body).toMatchObject({ statusCode: 400, field: 'confirmPassword', message: 'Lozinke se ne poklapaju' });
      const empty = await api.put(`/api/user/${staff.id}`, { password: '', confirmPassword: '', mobilePhone: '0659999999' }, app.adminToken);
      expect(empty.status).toBe(200);
      expect((await api.get('/api/auth/me', staff.token)).status).toBe(200);

      const changed = await api.put(`/api/user/${staff.id}`, { password: 'sasvim-nova', confirmPassword: 'sasvim-nova' }, app.adminToken);
      expect(changed.status).toBe(200);
      expect((await api.get('/api/auth/me', staff.token)).status).toBe(401);
      expect((await api.post('/api/auth/login', { email: staff.email, password: 'sasvim-nova' })).status).toBe(200);
    });

    it('toggles the status shown as Aktivan/Nekativan and moves staff between roles', async () => {
      const staff = await accountOf(api, app.adminToken, 'uloge', 'staff', 'klub-a');
      const edited = await api.put(`/api/user/${staff.id}`, { status: false, role: 'manager' }, app.adminToken);
      expect(edited.body).toMatchObject({ status: false, role: 'manager', clubId: 'klub-a' });
      const toUser = await api.put(`/api/user/${staff.id}`, { role: 'user', status: true }, app.adminToken);
      expect(toUser.body).toMatchObject({ status: true, role: 'user', clubId: null });
      const invalid = await api.put(`/api/user/${staff.id}`, { role: 'admin' }, app.adminToken);
      expect(invalid.body).toMatchObject({ statusCode: 400, field: 'role', message: 'Uloga nije ispravna' });
    });

    it('deletes an account: gone from the lists, a second delete or edit is 404', async () => {
      const user = await accountOf(api, app.adminToken, 'za-brisanje', 'user');
      const deleted = await api.delete(`/api/user/${user.id}`, app.adminToken);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ _id: user.id, message: 'Korisnik je obrisan' });
      expect((await api.get('/api/user?search=za-brisanje', app.adminToken)).body.paginationData.total_records).toBe(0);
      expect((await api.delete(`/api/user/${user.id}`, app.adminToken)).status).toBe(404);
      const edit = await api.put(`/api/user/${user.id}`, { firstName: 'Duh' }, app.adminToken);
      expect(edit.status).toBe(404);
      expect(edit.body.message).toBe('Korisnik nije pronađen');
      expect((await api.delete('/api/user/ne-postoji', app.adminToken)).status).toBe(404);
    });

    it('does not let the admin delete or demote their own account', async () => {
      const me = await api.get('/api/auth/me', app.adminToken);
      expect((await api.delete(`/api/user/${me.body._id}`, app.adminToken)).status).toBe(403);
      expect((await api.put(`/api/user/${me.body._id}`, { role: 'user' }, app.adminToken)).status).toBe(403);
      expect((await api.get('/api/auth/me', app.adminToken)).body.role).toBe('admin');
    });
  });

  describe('own profile', () => {
    it('reads and updates the own name and phone without a password, ignoring another _id in the form', async () => {
      const other = await accountOf(api, app.adminToken, 'neko-drugi', 'user');
      const me = await accountOf(api, app.adminToken, 'profil', 'user');
      expect((await api.get('/api/user/profile', me.token)).body).toMatchObject({ _id: me.id, email: me.email });
      const updated = await api.put('/api/user/profile', { _id: other.id, firstName: 'Pera', lastName: 'Perić', mobilePhone: '0621234567' }, me.token);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ _id: me.id, firstName: 'Pera', lastName: 'Perić', mobilePhone: '0621234567' });
      expect((await api.get('/api/user/profile', me.token)).body.firstName).toBe('Pera');
      expect((await api.get('/api/auth/me', other.token)).body.firstName).toBe('neko-drugi');
    });

    it('asks for the current password to change the e-mail, answering 400 (not 401) so the user stays logged in', async () => {
      const me = await accountOf(api, app.adminToken, 'promena-adrese', 'user');
      const missing = await api.put('/api/user/profile', { email: 'moja-nova@izlazak.test' }, me.token);
      expect(missing.body).toMatchObject({ statusCode: 400, field: 'currentPassword', message: 'Unesite trenutnu lozinku' });
      const wrong = await api.put('/api/user/profile', { email: 'moja-nova@izlazak.test', currentPassword: 'pogresna' }, me.token);
      expect(wrong.body).toMatchObject({ statusCode: 400, field: 'currentPassword', message: 'Trenutna lozinka nije ispravna' });
      expect((await api.get('/api/user/profile', me.token)).body.email).toBe(me.email);
      // A refused change did not keep the new address.
      expect((await registerMultipart(app.baseUrl, registration('zauzima', { email: 'moja-nova@izlazak.test' }))).status).toBe(201);

      const taken = await api.put('/api/user/profile', { email: 'MOJA-NOVA@izlazak.test', currentPassword: PASSWORD }, me.token);
      expect(taken.status).toBe(409);
      const moved = await api.put('/api/user/profile', { email: 'moja-druga@izlazak.test', currentPassword: PASSWORD }, me.token);
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ email: me.email, pendingEmail: 'moja-druga@izlazak.test' });
      await api.openEmailChangeLink('moja-druga@izlazak.test');
      expect((await api.get('/api/user/profile', me.token)).body.email).toBe('moja-druga@izlazak.test');
      expect((await api.post('/api/auth/login', { email: 'moja-druga@izlazak.test', password: PASSWORD })).status).toBe(200);
    });

    it('changes the password with the current one: this session stays, the others end', async () => {
      const me = await accountOf(api, app.adminToken, 'nova-moja', 'user');
      const otherDevice = await api.login(me.email, PASSWORD);
      const mismatch = await api.put('/api/user/profile', { password: 'nova', confirmPassword: 'druga', currentPassword: PASSWORD }, me.token);
      expect(mismatch.body).toMatchObject({ statusCode: 400, field: 'confirmPassword', message: 'Lozinke se ne poklapaju' });
      const noCurrent = await api.put('/api/user/profile', { password: 'nova', confirmPassword: 'nova' }, me.token);
      expect(noCurrent.body).toMatchObject({ statusCode: 400, field: 'currentPassword' });

      const changed = await api.put('/api/user/profile', { password: 'nova', confirmPassword: 'nova', currentPassword: PASSWORD }, me.token);
      expect(changed.status).toBe(200);
      expect((await api.get('/api/user/profile', me.token)).status).toBe(200);
      expect((await api.get('/api/user/profile', otherDevice)).status).toBe(401);
      expect((await api.post('/api/auth/login', { email: me.email, password: 'nova' })).status).toBe(200);
      expect((await api.post('/api/auth/login', { email: me.email, password: PASSWORD })).status).toBe(401);
    });

    it('is documented in the OpenAPI document', async () => {
      const document = await api.get('/api/docs/openapi.json');
      expect(document.body.paths['/api/user/profile'].get.summary).toMatch(/profil/i);
      expect(document.body.paths['/api/user/profile'].put.summary).toMatch(/profil/i);
      expect(Object.keys(document.body.paths)).toEqual(
        expect.arrayContaining(['/api/user', '/api/user/{id}', '/api/auth/register', '/api/auth/verify-email/{token}', '/api/auth/change-password', '/api/auth/reset-password']),
      );
      // Google sign-in is a page the browser is sent to (302), not a call a generated client makes.
      expect(document.body.paths['/api/auth/google']).toBeUndefined();
    });
  });

  it('rebuilds the users read model from the events into exactly what it was', async () => {
    const snapshot = async () => {
      const users = await app.running.kernel.pool.query('SELECT * FROM users ORDER BY id');
      const tokens = await app.running.kernel.pool.query('SELECT * FROM account_tokens ORDER BY token_hash');
      return { users: users.rows, tokens: tokens.rows };
    };
    const before = await snapshot();
    expect(before.users.length).toBeGreaterThan(20);
    const projections = app.running.kernel.projections;
    await projections.reset(usersProjector);
    expect(await readModelsCaughtUp(app)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});
