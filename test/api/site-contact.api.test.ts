import fs from 'node:fs';
import path from 'node:path';
import { readMails, waitForMail } from '../support/mailbox';
import { appPerSuite } from '../support/app';
import { MANAGER_PASSWORD, countEvents, createVenue, registerAccount } from './venues-fixtures';

describe('Site API: contact messages, the subscribe box and the mailing list', () => {
  const app = appPerSuite();
  const { api } = app;

  beforeAll(async () => {
    await api.put('/api/site', { name: 'Izlazak', email: 'kontakt@izlazak.test', location: 'Beograd', socialMedia: [] }, app.adminToken);
  });

  describe('contact form', () => {
    it("stores the message and mails it to the site's address, with the sender to reply to", async () => {
      const sent = await api.post('/api/site/sendMessage', {
        name: 'Ana <b>Anić</b>',
        email: 'ana@example.test',
        theme: 'Proslava rođendana',
        phone: '060 555 666',
        message: 'Da li primate grupe od 20 ljudi?\nHvala!',
      });
      expect(sent.status).toBe(201);
      expect(sent.body.message).toBe('Poruka uspešno poslana');

      const mail = await waitForMail(app.mailDir, (m) => m.subject === 'Nova poruka: Proslava rođendana');
      expect(mail.to).toContain('kontakt@izlazak.test');
      expect(mail.text).toContain('Da li primate grupe od 20 ljudi?');
      expect(mail.text).toContain('060 555 666');
      expect(mail.html).toContain('Ana &lt;b&gt;Anić&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>Anić</b>');
      const headers = fs.readFileSync(path.join(app.mailDir, mail.file), 'utf8').split(/\r?\n\r?\n/)[0];
      expect(headers).toMatch(/^Reply-To: ana@example\.test$/m);

      const list = await api.get('/api/site/messages', app.adminToken);
      expect(list.status).toBe(200);
      expect(list.body.data[0]).toMatchObject({ name: 'Ana <b>Anić</b>', email: 'ana@example.test', theme: 'Proslava rođendana', clubId: null });
      expect(list.body.paginationData.total_records).toBe(1);
    });

    it("sends a venue page's message to the venue, and the venue's manager reads only theirs", async () => {
      const venue = await createVenue(api, app.adminToken, 'Splav Poruka', { type: 'Splav', email: 'splav@poruka.test' });
      const sent = await api.post('/api/site/sendMessage', { name: 'Milan', email: 'milan@example.test', message: 'Rezervacija za petak?', clubId: venue.id });
      expect(sent.status).toBe(201);
      const mail = await waitForMail(app.mailDir, (m) => m.to.includes('splav@poruka.test'));
      expect(mail.subject).toBe('Nova poruka od Milan');

      const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
      const own = await api.get('/api/site/messages', managerToken);
      expect(own.body.data.map((m: { name: string }) => m.name)).toEqual(['Milan']);

      const unknown = await api.post('/api/site/sendMessage', { name: 'X', email: 'x@example.test', message: 'Y', clubId: '00000000-0000-0000-0000-000000000000' });
      expect(unknown.status).toBe(404);
    });

    it('refuses a message without name, valid e-mail or text, with the field named', async () => {
      const before = await countEvents(app);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ email: 'a@example.test', message: 'Poruka' }, 'name', 'Ime je obavezno polje'],
        [{ name: 'A', email: 'nije-adresa', message: 'Poruka' }, 'email', 'Email nije validan'],
        [{ name: 'A', message: 'Poruka' }, 'email', 'Email je obavezno polje'],
        [{ name: 'A', email: 'a@example.test', message: '   ' }, 'message', 'Poruka je obavezno polje'],
        [{ name: 'A', email: 'a@example.test', message: 'x'.repeat(5001) }, 'message', 'Poruka je predugačka'],
      ];
      for (const [body, field, message] of cases) {
        const response = await api.post('/api/site/sendMessage', body);
        expect({ field, status: response.status, body: response.body }).toEqual({ field, status: 400, body: expect.objectContaining({ field, message }) });
      }
      expect(await countEvents(app)).toBe(before);
    });

    it('keeps the message list from the public and from users', async () => {
      expect((await api.get('/api/site/messages')).status).toBe(401);
      const user = await registerAccount(app, 'user', 'korisnik.poruke@izlazak.test');
      const userToken = await api.login(user.email, user.password);
      expect((await api.get('/api/site/messages', userToken)).status).toBe(403);
    });
  });

  describe('subscribe box and mailing list', () => {
    async function mailingList(token = app.adminToken, language?: string) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) };
      const response = await fetch(`${app.baseUrl}/api/site/mailingList`, { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
    }

    it('subscribes once per address: a second try answers the same and mails nothing new', async () => {
      const first = await api.post('/api/site/subscribe', { email: 'Jelena@Example.test' });
      expect(first.status).toBe(201);
      expect(first.body.message).toBe('Email uspešno dodat');
      const confirmation = await waitForMail(app.mailDir, (m) => m.to.includes('jelena@example.test'));
      expect(confirmation.subject).toBe('Prijava na Izlazak novosti');
      expect(confirmation.text).toMatch(new RegExp(`${app.baseUrl}/api/site/unsubscribe/[A-Za-z0-9_-]+`));

      const again = await api.post('/api/site/subscribe', { email: ' jelena@example.test ' });
      expect(again.status).toBe(201);
      expect(again.body.message).toBe('Email uspešno dodat');
      await api.post('/api/site/subscribe', { email: 'marko@example.test' });
      await waitForMail(app.mailDir, (m) => m.to.includes('marko@example.test'));
      const toJelena = (await readMails(app.mailDir)).filter((m) => m.to.includes('jelena@example.test'));
      expect(toJelena).toHaveLength(1);

      const csv = await mailingList();
      expect(csv.text.split('\r\n').filter((line) => line.startsWith('jelena@example.test'))).toHaveLength(1);
    });

    it('refuses an empty or invalid address', async () => {
      const empty = await api.post('/api/site/subscribe', { email: '' });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ field: 'email', message: 'Email je obavezno polje' });
      const invalid = await api.post('/api/site/subscribe', { email: 'jelena@' });
      expect(invalid.body).toMatchObject({ field: 'email', message: 'Email nije validan' });
    });

    it('downloads mailing_lista.csv for the admin: UTF-8 with BOM, an attachment, formulas neutralised', async () => {
      await api.post('/api/site/subscribe', { email: '=HYPERLINK("http://zlo.test")@zlo.test' });
      await api.post('/api/site/subscribe', { email: '+381@zlo.test' });
      await api.post('/api/site/subscribe', { email: '-2+3@zlo.test' });
      expect((await api.post('/api/site/subscribe', { email: '@sum@zlo.test' })).status).toBe(400);

      const csv = await mailingList();
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="mailing_lista.csv"');
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(lines[0]).toBe('Email,Datum prijave');
      const emails = lines.slice(1).map((line) => line.replace(/,\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/, ''));
      expect(emails).toEqual(
        expect.arrayContaining(['jelena@example.test', 'marko@example.test', `"'=hyperlink(""http://zlo.test"")@zlo.test"`, "'+381@zlo.test", "'-2+3@zlo.test"]),
      );
      for (const line of lines.slice(1)) expect(line).not.toMatch(/^[=+\-@]/);
      expect(lines.slice(1).every((line) => /,\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/.test(line))).toBe(true);

      // The headers follow the request's language; the addresses and dates stay as they are.
      const english = await mailingList(app.adminToken, 'en-GB,en;q=0.9');
      expect(english.headers.get('content-language')).toBe('en');
      expect(english.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Email,Subscribed on');
      expect(english.text.split('\r\n').slice(1)).toEqual(csv.text.split('\r\n').slice(1));
    });

    it('unsubscribes from the mailed link (a page in the browser), and the address leaves the list', async () => {
      await api.post('/api/site/subscribe', { email: 'odjava@example.test' });
      const mail = await waitForMail(app.mailDir, (m) => m.to.includes('odjava@example.test'));
      const link = mail.text.match(/http:\/\/\S+\/api\/site\/unsubscribe\/[A-Za-z0-9_-]+/)![0];
      expect(mail.html).toContain(link);

      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('Uspešno ste se odjavili sa mailing liste.');
      expect((await mailingList()).text).not.toContain('odjava@example.test');

      const twice = await fetch(link, { method: 'POST' });
      expect(twice.status).toBe(200);
      expect(await twice.json()).toEqual({ message: 'Uspešno ste se odjavili sa mailing liste.' });

      const forged = await fetch(`${app.baseUrl}/api/site/unsubscribe/nepostojeci-token-12345`);
      expect(forged.status).toBe(404);
      expect(await forged.text()).toContain('Link za odjavu nije ispravan');

      // Subscribing again works and sends a new confirmation with a new link.
      await api.post('/api/site/subscribe', { email: 'odjava@example.test' });
      await waitForMail(app.mailDir, (m) => m.to.includes('odjava@example.test') && !m.text.includes(link));
      expect((await mailingList()).text).toContain('odjava@example.test');
    });

    it('gives the mailing list to admins only', async () => {
      expect((await fetch(`${app.baseUrl}/api/site/mailingList`)).status).toBe(401);
      const venue = await createVenue(api, app.adminToken, 'Kafić Lista', { type: 'Kafić' });
      const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
      const refused = await mailingList(managerToken);
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain('jelena@example.test');
    });
  });
});
