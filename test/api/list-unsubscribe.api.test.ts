import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { legacySubscriberStream, subscriberStream, subscriptionDecider } from '../../backend/src/modules/site/domain/subscription.decider';
import { readModelsCaughtUp, startAppWithAdmin, type TestApp } from '../support/app';
import { waitForMail } from '../support/mailbox';
import { nightInDays } from './integrations-support';
import { MANAGER_PASSWORD, createVenue, type Api } from './venues-fixtures';

/** The written .eml of a mail, parsed by mailparser as a mail program would read it. */
async function parsedEml(app: TestApp, file: string): Promise<ParsedMail> {
  return simpleParser(fs.readFileSync(path.join(app.mailDir, file)));
}

const header = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

/** RFC 8058 §3.2: the mail program POSTs `List-Unsubscribe=One-Click` to the https URL, no cookies, no redirects followed. */
const oneClick = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click', redirect: 'manual' });

/**
 * List mails (the subscription confirmation, the news of a new event) carry List-Unsubscribe and
 * List-Unsubscribe-Post (RFC 8058, required of bulk senders by Gmail and Yahoo), and the one-click
 * POST to that address unsubscribes without a login.
 */
describe('List-Unsubscribe (RFC 8058) on list mails, and its one-click POST', () => {
  let app: TestApp;
  let api: Api;
  let adminToken: string;

  beforeAll(async () => {
    ({ app, api, adminToken } = await startAppWithAdmin());
  });
  afterAll(() => app?.stop());

  const subscribed = async (email: string) =>
    (await app.running.kernel.pool.query<{ subscribed: boolean }>('SELECT subscribed FROM subscribers WHERE email = $1', [email])).rows[0]?.subscribed;

  async function unsubscribeUrlOf(file: string): Promise<string> {
    const mail = await parsedEml(app, file);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(mail, 'list-unsubscribe')!;
    const url = /<([^>]+)>/.exec(listUnsubscribe)![1];
    // The mail's links are APP_URL's.
    expect(url.startsWith(`${app.baseUrl.replace('localhost', '127.0.0.1')}/api/site/unsubscribe/`)).toBe(true);
    return url;
  }

  it('the subscription confirmation carries the headers, and one POST to the address unsubscribes, with a 200 and no login', async () => {
    expect((await api.post('/api/site/subscribe', { email: 'lista@izlazak.test' })).status).toBe(201);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('lista@izlazak.test'));
    const url = await unsubscribeUrlOf(mail.file);
    expect(await subscribed('lista@izlazak.test')).toBe(true);

    const answer = await oneClick(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    expect(await subscribed('lista@izlazak.test')).toBe(false);
    expect((await oneClick(url)).status).toBe(200);
  });

  it('an address subscribed before sealing (its stream named by the address itself) stays one subscription, and its link unsubscribes it', async () => {
    const email = 'od-ranije@izlazak.test';
    const token = 'raniji-token-za-odjavu-0123456789';
    const { kernel } = app.running;
    await kernel.repository.decide(
      legacySubscriberStream(email),
      subscriptionDecider,
      { type: 'Subscribe', email, unsubscribeToken: token, locale: 'sr-Latn' },
      systemContext('test-before-sealing'),
    );
    await readModelsCaughtUp(app);
    expect(await subscribed(email)).toBe(true);

    expect((await api.post('/api/site/subscribe', { email })).status).toBe(201);
    const { rows } = await kernel.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM events WHERE stream_id = $1', [subscriberStream(email)]);
    expect(rows[0].count).toBe(0);

    expect((await oneClick(`${app.baseUrl}/api/site/unsubscribe/${token}`)).status).toBe(200);
    await readModelsCaughtUp(app);
    expect(await subscribed(email)).toBe(false);
  });

  it("the news of a new event carries them too, with the subscriber's own address", async () => {
    expect((await api.post('/api/site/subscribe', { email: 'vesti@izlazak.test' })).status).toBe(201);
    const venue = await createVenue(api, adminToken, 'Klub Vesti');
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const published = await api.post(
      '/api/event',
      { title: 'Subota do zore', description: 'Opis', dateOfEvent: nightInDays(5), startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '0' },
      managerToken,
    );
    expect(published.status).toBe(201);
    const news = await waitForMail(app.mailDir, (m) => m.to.includes('vesti@izlazak.test') && m.subject === 'Novi događaj: Subota do zore');
    const url = await unsubscribeUrlOf(news.file);

    expect((await oneClick(url)).status).toBe(200);
    expect(await subscribed('vesti@izlazak.test')).toBe(false);
  });

  it('a mail that is not a list mail (a contact message) has no List-Unsubscribe', async () => {
    expect((await api.post('/api/site/sendMessage', { name: 'Posetilac', email: 'posetilac@izlazak.test', message: 'Pozdrav' })).status).toBe(201);
    const contact = await waitForMail(app.mailDir, (m) => m.text.includes('Pozdrav') && !m.to.includes('posetilac@izlazak.test'));
    const mail = await parsedEml(app, contact.file);
    expect(header(mail, 'list-unsubscribe')).toBeUndefined();
    expect(header(mail, 'list-unsubscribe-post')).toBeUndefined();
  });
});
