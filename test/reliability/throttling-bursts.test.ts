import fs from 'node:fs';
import path from 'node:path';
import { appPerSuite } from '../support/app';
import { apiClient } from '../support/http';
import { readMails } from '../support/mailbox';
import { PASSWORD, accountOf, registerMultipart, registration } from '../api/accounts-support';
import { pngImage } from '../api/venues-fixtures';

const THROTTLED = /^Previše neuspešnih pokušaja prijave\. Pokušajte ponovo za 1[45] minuta\.$/;

/**
 * Limits hold when the requests come all at once: each one is counted and decided in one atomic
 * step. Every scenario speaks from its own client addresses (X-Forwarded-For, with TRUST_PROXY set
 * to loopback), so their counts do not mix.
 */
describe('Throttles and rate limits under a burst', () => {
  const app = appPerSuite({ env: { TRUST_PROXY: 'loopback', RATE_LIMIT_PER_WINDOW: '20' } });
  const { api } = app;
  let n = 0;

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (email: string, password: string, address: string) => api.request('POST', '/api/auth/login', { body: { email, password }, headers: from(address) });
  const statuses = (answers: { status: number }[]) => answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it('50 parallel wrong passwords for one account: only 5 are checked, the rest get 429', async () => {
    const account = await accountOf(api, app.adminToken, `meta${++n}`, 'user');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(account.email, `pogresna-${i}`, '203.0.113.10')));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 45 });
    expect(answers.find((answer) => answer.status === 429)!.body.message).toMatch(THROTTLED);
  });

  it('60 parallel contact messages from one address: 20 accepted, 40 refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api.request('POST', '/api/site/sendMessage', { body: { name: 'Ana', email: 'ana@izlazak.test', message: `Poruka ${i}` }, headers: from('203.0.113.20') }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 20, 429: 40 });
    const { rows } = await app.running.kernel.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'ContactMessageSent'`);
    expect(rows[0].n).toBe(20);
  });

  it('registration is limited like the other anonymous writes: 20 accounts and mails per address, then 429', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 24; i++) {
      const form = new FormData();
      for (const [key, value] of Object.entries(registration(`niz${i}`, { email: `niz${i}@jedan-domen.test` }))) form.append(key, value);
      const response = await fetch(`${app.baseUrl}/api/auth/register`, { method: 'POST', body: form, headers: from('203.0.113.30') });
      answers.push(response.status);
    }
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429]);
    // A different address still registers.
    const elsewhere = await api.request('POST', '/api/auth/register', { body: { ...registration('drugi'), terms: true }, headers: from('203.0.113.31') });
    expect(elsewhere.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await readMails(app.mailDir)).filter((mail) => mail.to.includes('@jedan-domen.test')).length).toBeLessThanOrEqual(20);
  });

  it('a refused registration leaves no uploaded picture behind', async () => {
    const uploads = path.join(app.mailDir, 'uploads');
    const files = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0);
    const taken = await accountOf(api, app.adminToken, `zauzet${++n}`, 'user');
    const before = files();
    const refused = await registerMultipart(app.baseUrl, registration(`slika${n}`, { email: taken.email }), { bytes: await pngImage(), name: 'ja.png', type: 'image/png' });
    expect(refused.status).toBe(409);
    expect(files()).toBe(before);

    const accepted = await registerMultipart(app.baseUrl, registration(`slika${n}`), { bytes: await pngImage(), name: 'ja.png', type: 'image/png' });
    expect(accepted.status).toBe(201);
    expect(files()).toBe(before + 2);
  });

  it('guessing from elsewhere slows the guesser, not the owner at an address they logged in from', async () => {
    const owner = await accountOf(api, app.adminToken, `vlasnik${++n}`, 'user');
    const home = '198.51.100.1';
    expect((await login(owner.email, PASSWORD, home)).status).toBe(200);

    // One guesser, one address: locked after 5, even with the right password.
    for (let i = 0; i < 5; i++) expect((await login(owner.email, `pogadjam-${i}`, '203.0.113.50')).status).toBe(401);
    expect((await login(owner.email, PASSWORD, '203.0.113.50')).status).toBe(429);
    expect((await login(owner.email, PASSWORD, home)).status).toBe(200);

    // Guessers from many addresses: the account is closed to unknown addresses, not to the owner's.
    for (let i = 0; i < 20; i++) await login(owner.email, `pogadjam-${i}`, `203.0.113.${100 + i}`);
    expect((await login(owner.email, PASSWORD, '203.0.113.200')).status).toBe(429);
    expect((await login(owner.email, PASSWORD, home)).status).toBe(200);
  });

  it('the owner who mistypes at home is still slowed after 5 tries', async () => {
    const owner = await accountOf(api, app.adminToken, `kuca${++n}`, 'user');
    const home = '198.51.100.2';
    expect((await login(owner.email, PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(owner.email, 'pogresna', home)).status).toBe(401);
    expect((await login(owner.email, PASSWORD, home)).status).toBe(429);
    expect((await apiClient(app.baseUrl).get('/api/auth/me', owner.token)).status).toBe(200);
  });
});
