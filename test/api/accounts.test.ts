import sharp from 'sharp';
import { readMails, waitForMail } from '../support/mailbox';
import { appPerSuite, startTestApp } from '../support/app';
import { PostgresEventStore } from '../../backend/src/platform/event-store/postgres-event-store';
import { claimStream, legacyClaimStream } from '../../backend/src/modules/identity/domain/user/user.events';
import { domainEvent } from '../event-store/event-store.contract';
import { PASSWORD, countEvents, registerMultipart, registration, tokenFromLink } from './accounts-support';

const EMAIL_TAKEN = 'Korisnik sa unesenim email adresom već postoji!';
const NOT_VERIFIED = 'Nalog nije verifikovan. Proverite email.';

describe('Accounts API: registration, e-mail verification, password reset, Google sign-in', () => {
  // Every registration here comes from one address, 20 of them at once in the race below: the
  // per-address limit would answer some with 429 (it has its own suite, rate-limit.api.test.ts).
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;

  const mailTo = (address: string, subject: RegExp) => waitForMail(app.mailDir, (mail) => mail.to.includes(address) && subject.test(mail.subject));

  /** The streams with an event by the account: its own and its claims. */
  async function streamsOf(userId: string): Promise<string[]> {
    const { rows } = await app.running.kernel.pool.query<{ id: string }>("SELECT DISTINCT stream_id AS id FROM events WHERE data->>'userId' = $1", [userId]);
    return rows.map((row) => row.id);
  }

  async function usersWithAddress(address: string): Promise<number> {
    const list = await api.get(`/api/user?role=user&search=${encodeURIComponent(address)}`, app.adminToken);
    return list.body.paginationData.total_records;
  }

  describe('registration', () => {
    it("refuses an empty form with the spec's message under every field, and stores nothing", async () => {
      const before = await countEvents(app);
      const response = await registerMultipart(app.baseUrl, {});
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, field: 'username', message: 'Minimalna dužina je 3 karaktera' });
      expect(response.body.errors).toEqual([
        { field: 'username', message: 'Minimalna dužina je 3 karaktera' },
        { field: 'firstName', message: 'Ime je obavezno polje' },
        { field: 'lastName', message: 'Prezime je obavezno polje' },
        { field: 'mobilePhone', message: 'Telefon je obavezno polje' },
        { field: 'email', message: 'Email je obavezno polje' },
        { field: 'password', message: 'Minimalna dužina je 3 karaktera' },
        { field: 'confirmPassword', message: 'Potvrdite lozinku' },
        { field: 'terms', message: 'Morate potvrditi uslove korišćenja!' },
      ]);
      expect(await countEvents(app)).toBe(before);
    });

    it('names the one field that is wrong: address, short password, mismatch, unticked terms', async () => {
      const cases: [Record<string, string>, string, string][] = [
        [{ email: 'nije-adresa' }, 'email', 'Email nije validan'],
        [{ password: '12', confirmPassword: '12' }, 'password', 'Minimalna dužina je 3 karaktera'],
        [{ confirmPassword: 'drugacija' }, 'confirmPassword', 'Lozinke se ne poklapaju'],
        [{ terms: 'false' }, 'terms', 'Morate potvrditi uslove korišćenja!'],
        [{ username: 'ab' }, 'username', 'Minimalna dužina je 3 karaktera'],
      ];
      for (const [change, field, message] of cases) {
        const response = await registerMultipart(app.baseUrl, { ...registration('jedno-polje'), ...change });
        expect({ status: response.status, field: response.body.field, message: response.body.message }).toEqual({ status: 400, field, message });
      }
      expect(await usersWithAddress('jedno-polje@izlazak.test')).toBe(0);
    });

    it('answers JSON of the wrong shape with 400, never a server error', async () => {
      const response = await api.post('/api/auth/register', { username: 123, email: ['x'], terms: { yes: true } });
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
      expect(JSON.stringify(response.body)).not.toMatch(/Error|at .*\.ts/);
    });

    it('refuses odd uploads with a 4xx and a Serbian message: wrong file field, oversized file, broken multipart', async () => {
      const withFile = (field: string, bytes: number) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(registration(`upload${bytes}`))) form.append(key, value);
        form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'slika.png');
        return form;
      };
      const send = async (body: BodyInit, headers: Record<string, string> = {}) => {
        const response = await fetch(`${app.baseUrl}/api/auth/register`, { method: 'POST', body, headers });
        return { status: response.status, body: await response.json() };
      };
      expect(await send(withFile('avatar', 10))).toEqual({ status: 400, body: { statusCode: 400, message: 'Zahtev nije ispravan' } });
      expect(await send(withFile('profileImage', 9 * 1024 * 1024))).toEqual({ status: 413, body: { statusCode: 413, message: 'Zahtev je prevelik' } });
      expect((await send('--x\r\nslomljeno', { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(400);
      expect(await usersWithAddress('upload10@izlazak.test')).toBe(0);
    });

    it('registers with a real profile image, serves it, and mails a verification link that lets the user in', async () => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#475DDB' } })
        .png()
        .toBuffer();
      const response = await registerMultipart(app.baseUrl, registration('jelena', { firstName: 'Jelena' }), { bytes: png, name: 'ja.png', type: 'image/png' });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Uspešno ste se registrovali!');
      expect(response.body.user).toMatchObject({ email: 'jelena@izlazak.test', username: 'jelena', role: 'user', isVerified: false, status: true, clubId: null });
      expect(response.body.user).not.toHaveProperty('password');
      const image = await fetch(`${app.baseUrl}${response.body.user.profileImage}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);

      const refused = await api.post('/api/auth/login', { email: 'jelena@izlazak.test', password: PASSWORD });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(NOT_VERIFIED);

      const mail = await mailTo('jelena@izlazak.test', /potvrdite/i);
      expect(mail.text).toContain('Zdravo Jelena');
      expect(mail.text).toContain(`${app.baseUrl}/auth/verify-email/`);
      const token = tokenFromLink(mail.text, '/auth/verify-email');
      expect(mail.html).toContain(`${app.baseUrl}/auth/verify-email/${token}`);

      const verified = await api.post(`/api/auth/verify-email/${token}`, {});
      expect(verified.status).toBe(200);
      expect(verified.body.message).toMatch(/potvrđena/);
      const login = await api.post('/api/auth/login', { email: 'jelena@izlazak.test', password: PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.user.isVerified).toBe(true);

      const again = await api.post(`/api/auth/verify-email/${token}`, {});
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Link za potvrdu naloga nije ispravan ili je već iskorišćen');
    });

    it('refuses a forged verification token without changing anything', async () => {
      const before = await countEvents(app);
      for (const token of ['x', 'A'.repeat(43), 'nije-token-' + 'b'.repeat(40)]) {
        const response = await api.post(`/api/auth/verify-email/${token}`, {});
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Link za potvrdu naloga nije ispravan ili je već iskorišćen');
      }
      expect(await countEvents(app)).toBe(before);
    });

    it('refuses a profile image that is not an image, and leaves the address free', async () => {
      const fake = Buffer.from('<?php echo "ovo nije slika"; ?>');
      const response = await registerMultipart(app.baseUrl, registration('lazna-slika'), { bytes: fake, name: 'slika.png', type: 'image/png' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Datoteka nije ispravna slika', field: 'profileImage' });
      expect((await registerMultipart(app.baseUrl, registration('lazna-slika'))).status).toBe(201);
    });

    it('keeps e-mail addresses and usernames unique regardless of letter case', async () => {
      expect((await registerMultipart(app.baseUrl, registration('petar'))).status).toBe(201);

      const sameAddress = await registerMultipart(app.baseUrl, registration('petar2', { email: 'PETAR@Izlazak.Test' }));
      expect(sameAddress.status).toBe(409);
      expect(sameAddress.body).toMatchObject({ message: EMAIL_TAKEN, field: 'email' });

      const sameUsername = await registerMultipart(app.baseUrl, registration('PETAR', { email: 'drugi-petar@izlazak.test' }));
      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body).toMatchObject({ message: 'Korisničko ime je zauzeto', field: 'username' });
      // The refused registration gave its address back.
      expect((await registerMultipart(app.baseUrl, registration('petar3', { email: 'drugi-petar@izlazak.test' }))).status).toBe(201);
    });

    it('lets exactly one of 20 concurrent registrations with one address win; the rest get 409', async () => {
      const attempts = Array.from({ length: 20 }, (_, i) => registerMultipart(app.baseUrl, registration(`trka${i}`, { email: i % 2 ? 'trka@izlazak.test' : 'TRKA@izlazak.test' })));
      const responses = await Promise.all(attempts);
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      for (const refused of responses.filter((r) => r.status === 409)) expect(refused.body.message).toBe(EMAIL_TAKEN);
      expect(await usersWithAddress('trka@izlazak.test')).toBe(1);
    });

    it('names the claims by a hash of the address and username, never by them', async () => {
      const registered = await registerMultipart(app.baseUrl, registration('skriveni', { email: 'Skriveni.Nalog@izlazak.test' }));
      expect(registered.status).toBe(201);
      const streams = await streamsOf(registered.body.user._id);
      expect(streams).toEqual(expect.arrayContaining([claimStream('email', 'skriveni.nalog@izlazak.test'), claimStream('username', 'skriveni')]));
      expect(streams.filter((id) => id.includes('skriveni'))).toEqual([]);
    });

    it('keeps an address claimed before the hashed names unique: its old stream is still the one, also for 20 registrations at once', async () => {
      const address = 'stari.nalog@izlazak.test';
      const owner = await registerMultipart(app.baseUrl, registration('stari-vlasnik'));
      expect(owner.status).toBe(201);
      // As an earlier version wrote it: the stream named by the address, the address in clear.
      const earlier = new PostgresEventStore(app.running.kernel.pool);
      await earlier.appendToStream(legacyClaimStream('email', address), [domainEvent('IdentityClaimed', { userId: owner.body.user._id, value: address })], {
        expectedRevision: 'no_stream',
      });
      await earlier.close();
      expect((await api.put(`/api/user/${owner.body.user._id}`, { email: address }, app.adminToken)).status).toBe(200);
      // The address becomes the account's when the link mailed to it is opened; then it is claimed.
      await api.openEmailChangeLink(address);

      const taken = await Promise.all(Array.from({ length: 5 }, (_, i) => registerMultipart(app.baseUrl, registration(`stari${i}`, { email: address.toUpperCase() }))));
      expect(taken.map((r) => r.status)).toEqual(Array(5).fill(409));

      expect((await api.delete(`/api/user/${owner.body.user._id}`, app.adminToken)).status).toBe(200);
      const race = await Promise.all(Array.from({ length: 20 }, (_, i) => registerMultipart(app.baseUrl, registration(`novi${i}`, { email: address }))));
      expect(race.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
      expect(await usersWithAddress(address)).toBe(1);
      const { rows } = await app.running.kernel.pool.query<{ stream_id: string; type: string }>(
        'SELECT stream_id, type FROM events WHERE stream_id = ANY($1) ORDER BY global_position',
        [[legacyClaimStream('email', address), claimStream('email', address)]],
      );
      expect(rows.map((row) => `${row.stream_id === claimStream('email', address) ? 'hashed' : 'old'} ${row.type}`)).toEqual([
        'old IdentityClaimed',
        'old IdentityReleased',
        'old IdentityClaimed',
      ]);
    });
  });

  describe('password reset', () => {
    it("refuses a malformed address with the spec's message", async () => {
      for (const body of [{ email: 'nije-adresa' }, {}, { email: '' }]) {
        const response = await api.post('/api/auth/change-password', body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ message: 'Email adresa nije validna!', field: 'email' });
      }
    });

    it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
      expect((await registerMultipart(app.baseUrl, registration('ana'))).status).toBe(201);
      const unknown = await api.post('/api/auth/change-password', { email: 'niko@izlazak.test' });
      const known = await api.post('/api/auth/change-password', { email: 'ANA@izlazak.test' });
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(known.body.message).toBe('Link za reset poslan na Vašu email adresu');
      await mailTo('ana@izlazak.test', /lozink/i);
      expect((await readMails(app.mailDir)).some((mail) => mail.to.includes('niko@izlazak.test'))).toBe(false);
    });

    it('mails the link in the language the request asked for (Accept-Language), Serbian when it names none of Izlazak’s', async () => {
      expect((await registerMultipart(app.baseUrl, registration('emma', { firstName: 'Emma' }))).status).toBe(201);
      const ask = (language: string) => api.request('POST', '/api/auth/change-password', { body: { email: 'emma@izlazak.test' }, headers: { 'accept-language': language } });
      expect((await ask('en-GB,en;q=0.9,sr;q=0.5')).status).toBe(200);
      const english = await mailTo('emma@izlazak.test', /password change link/);
      expect(english.subject).toBe('Izlazak: your password change link');
      expect(english.text).toContain('Hello Emma,');
      expect(english.text).toContain('The link is valid for 1 hour and can be used only once');
      expect(english.text).toContain('Set a new password: ');

      expect((await ask('sr-Cyrl-RS')).status).toBe(200);
      expect((await mailTo('emma@izlazak.test', /линк за промену лозинке/)).text).toContain('Здраво Emma,');
      expect((await ask('de-DE,fr;q=0.8')).status).toBe(200);
      await waitForMail(app.mailDir, (mail) => mail.to.includes('emma@izlazak.test') && mail.subject === 'Izlazak: link za promenu lozinke');
    });

    it('sets a new password from the mailed link once, signs out every session, and verifies the address', async () => {
      const user = registration('vesna');
      expect((await registerMultipart(app.baseUrl, user)).status).toBe(201);
      // Verify first and log in twice, to see both sessions end.
      const verification = await mailTo('vesna@izlazak.test', /potvrdite/i);
      await api.post(`/api/auth/verify-email/${tokenFromLink(verification.text, '/auth/verify-email')}`, {});
      const phone = await api.login('vesna@izlazak.test', PASSWORD);
      const laptop = await api.login('vesna', PASSWORD);

      await api.post('/api/auth/change-password', { email: 'vesna@izlazak.test' });
      const mail = await mailTo('vesna@izlazak.test', /lozink/i);
      expect(mail.text).toContain(`${app.baseUrl}/auth/reset-password/`);
      const token = tokenFromLink(mail.text, '/auth/reset-password');
      expect(mail.html).toContain(`${app.baseUrl}/auth/reset-password/${token}`);

      const mismatch = await api.post('/api/auth/reset-password', { token, password: 'nova-lozinka', confirmPassword: 'druga' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toMatchObject({ message: 'Lozinke se ne podudaraju', field: 'confirmPassword' });

      const reset = await api.post('/api/auth/reset-password', { token, password: 'nova-lozinka' });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toBe('Lozinka je uspješno promijenjena');

      expect((await api.get('/api/auth/me', phone)).status).toBe(401);
      expect((await api.get('/api/auth/me', laptop)).status).toBe(401);
      expect((await api.post('/api/auth/login', { email: 'vesna@izlazak.test', password: PASSWORD })).status).toBe(401);
      expect((await api.post('/api/auth/login', { email: 'vesna@izlazak.test', password: 'nova-lozinka' })).status).toBe(200);

      const reused = await api.post('/api/auth/reset-password', { token, password: 'treca-lozinka' });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe('Link za promenu lozinke nije ispravan ili je već iskorišćen');
      expect((await api.post('/api/auth/login', { email: 'vesna@izlazak.test', password: 'nova-lozinka' })).status).toBe(200);
    });

    it('lets an unverified user who resets the password in, since the link proved the address', async () => {
      expect((await registerMultipart(app.baseUrl, registration('nevena'))).status).toBe(201);
      await api.post('/api/auth/change-password', { email: 'nevena@izlazak.test' });
      const mail = await mailTo('nevena@izlazak.test', /lozink/i);
      expect((await api.post('/api/auth/reset-password', { token: tokenFromLink(mail.text, '/auth/reset-password'), password: 'nova' })).status).toBe(200);
      expect((await api.post('/api/auth/login', { email: 'nevena', password: 'nova' })).status).toBe(200);
    });

    it('ends a reset link mailed to the old address once the account moves to a new address', async () => {
      expect((await registerMultipart(app.baseUrl, registration('selidba'))).status).toBe(201);
      const verification = await mailTo('selidba@izlazak.test', /potvrdite/i);
      await api.post(`/api/auth/verify-email/${tokenFromLink(verification.text, '/auth/verify-email')}`, {});

      await api.post('/api/auth/change-password', { email: 'selidba@izlazak.test' });
      const oldMailbox = await mailTo('selidba@izlazak.test', /lozink/i);
      const token = tokenFromLink(oldMailbox.text, '/auth/reset-password');

      // The owner leaves the old mailbox behind: whoever still reads it must not take the account.
      const session = await api.login('selidba@izlazak.test', PASSWORD);
      const moved = await api.put('/api/user/profile', { email: 'nova.adresa@izlazak.test', currentPassword: PASSWORD }, session);
      expect(moved.status).toBe(200);
      await api.openEmailChangeLink('nova.adresa@izlazak.test');

      const reset = await api.post('/api/auth/reset-password', { token, password: 'preuzeto' });
      expect(reset.status).toBe(400);
      expect(reset.body.message).toBe('Link za promenu lozinke nije ispravan ili je već iskorišćen');
      expect((await api.post('/api/auth/login', { email: 'nova.adresa@izlazak.test', password: PASSWORD })).status).toBe(200);
    });

    it('refuses a forged reset token and changes nothing', async () => {
      const before = await countEvents(app);
      const response = await api.post('/api/auth/reset-password', { token: 'A'.repeat(43), password: 'hakovana' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Link za promenu lozinke nije ispravan ili je već iskorišćen');
      const missing = await api.post('/api/auth/reset-password', { password: 'hakovana' });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('token');
      expect(await countEvents(app)).toBe(before);
    });
  });

  describe('Google sign-in', () => {
    it('says clearly that it is not configured', async () => {
      const response = await api.get('/api/auth/google');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Prijava preko Google naloga nije podešena' });
    });

    it("redirects to Google's consent screen when configured, and refuses a callback with a foreign state", async () => {
      const google = await startTestApp({ env: { GOOGLE_CLIENT_ID: 'izlazak-test.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'tajna' } });
      try {
        await expectGoogleRedirect(google.baseUrl);
      } finally {
        await google.stop();
      }
    });

    async function expectGoogleRedirect(baseUrl: string) {
      const response = await fetch(`${baseUrl}/api/auth/google`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(location.searchParams.get('client_id')).toBe('izlazak-test.apps.googleusercontent.com');
      expect(location.searchParams.get('redirect_uri')).toBe(`${baseUrl}/api/auth/google/callback`);
      expect(location.searchParams.get('response_type')).toBe('code');
      expect(location.searchParams.get('scope')).toContain('email');
      const state = location.searchParams.get('state')!;
      expect(response.headers.get('set-cookie')).toContain(`izlazak_google_state=${state}`);
      expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);

      const forged = await fetch(`${baseUrl}/api/auth/google/callback?code=abc&state=${state}`, {
        redirect: 'manual',
        headers: { cookie: 'izlazak_google_state=drugo-stanje' },
      });
      expect(forged.status).toBe(302);
      expect(forged.headers.get('location')).toMatch(new RegExp(`^${baseUrl}/auth/login#error=`));
      // The reason, in the language of the sign-in page it lands on: the visitor's chosen one, else Serbian.
      const reason = (location: string | null) => decodeURIComponent(location!.split('#error=')[1]);
      expect(reason(forged.headers.get('location'))).toBe('Prijava preko Google naloga nije uspela');
      const inEnglish = await fetch(`${baseUrl}/api/auth/google/callback?code=abc&state=${state}`, {
        redirect: 'manual',
        headers: { cookie: 'izlazak_google_state=drugo-stanje; izlazak_locale=en' },
      });
      expect(reason(inEnglish.headers.get('location'))).toBe('Signing in with Google failed');
      const inCyrillic = await fetch(`${baseUrl}/api/auth/google/callback?code=abc&state=${state}`, {
        redirect: 'manual',
        headers: { cookie: 'izlazak_locale=sr-Cyrl; izlazak_google_state=drugo-stanje' },
      });
      expect(reason(inCyrillic.headers.get('location'))).toBe('Пријава преко Google налога није успела');
    }
  });
});
