import { startAppWithAdmin, type TestApp } from '../support/app';
import { readMails, waitForMail } from '../support/mailbox';
import { MANAGER_PASSWORD, bracketFields, createVenue, sendForm, type Api } from './venues-fixtures';

/** Subscribers hear about each new event and each newly approved venue, once, with a way out. */
describe('Events API: news mails to subscribers', () => {
  let app: TestApp;
  let api: Api;
  let adminToken: string;
  let manager: string;
  const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);

  const publish = (title: string, token = manager, dateOfEvent = tomorrow) =>
    sendForm(app.baseUrl, 'POST', '/api/event', bracketFields({ title, description: 'Opis događaja', dateOfEvent, type: 'Žurka', ticketPrice: '500' }), [], token);
  const mailsTo = async (address: string, subject: string) => (await readMails(app.mailDir)).filter((mail) => mail.to.includes(address) && mail.subject === subject);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  beforeAll(async () => {
    ({ app, api, adminToken } = await startAppWithAdmin());
    const venue = await createVenue(api, adminToken, 'Klub Vesti');
    manager = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    for (const email of ['ana@vesti.test', 'boris@vesti.test']) expect((await api.post('/api/site/subscribe', { email })).status).toBe(201);
    // Subscribed on an English page: the box sends the page's language.
    expect((await api.post('/api/site/subscribe', { email: 'emma@vesti.test', locale: 'en' })).status).toBe(201);
  });
  afterAll(() => app?.stop());

  it('a new event: one mail to each subscriber, with the event link and an unsubscribe link that works', async () => {
    const created = await publish('Vesti petkom');
    expect(created.status).toBe(201);
    const subject = 'Novi događaj: Vesti petkom';
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('ana@vesti.test') && m.subject === subject);
    await waitForMail(app.mailDir, (m) => m.to.includes('boris@vesti.test') && m.subject === subject);
    expect(mail.text).toContain(`${app.baseUrl}/event/${created.body._id}`);
    expect(mail.text).toContain('Klub Vesti');
    expect(mail.text).toContain('Cena ulaznice: 500 RSD');

    const link = mail.text.match(/http:\/\/\S+\/api\/site\/unsubscribe\/\S+/)![0];
    expect(mail.html).toContain(link);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Uspešno ste se odjavili sa mailing liste.');
    // A forged signature for someone else's address is refused.
    const forged = link.replace(/\.[A-Za-z0-9_-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetch(forged)).status).toBe(404);

    await publish('Posle odjave');
    await waitForMail(app.mailDir, (m) => m.to.includes('boris@vesti.test') && m.subject === 'Novi događaj: Posle odjave');
    await settle();
    expect(await mailsTo('ana@vesti.test', 'Novi događaj: Posle odjave')).toHaveLength(0);
    // Once each, however long the workers ran.
    expect(await mailsTo('boris@vesti.test', subject)).toHaveLength(1);
  });

  it('a subscriber from an English page gets the confirmation and the news in English, linking the English pages', async () => {
    const confirmation = await waitForMail(app.mailDir, (m) => m.to.includes('emma@vesti.test') && m.subject === 'Subscribed to Izlazak news');
    expect(confirmation.html).toContain('<html lang="en"');
    expect((await readMails(app.mailDir)).filter((m) => m.to.includes('ana@vesti.test') && m.subject === 'Prijava na Izlazak novosti')).toHaveLength(1);

    const created = await publish('Party on the river');
    const news = await waitForMail(app.mailDir, (m) => m.to.includes('emma@vesti.test') && m.subject === 'New event: Party on the river');
    expect(news.text).toContain(`${app.baseUrl}/en/event/${created.body._id}`);
    expect(news.text).toContain('Ticket price: 500 RSD');
    expect(news.text).toMatch(/ from \d{2}:\d{2} · Party/);
    expect(news.text).toContain('Leave the list');
    const serbian = await waitForMail(app.mailDir, (m) => m.to.includes('boris@vesti.test') && m.subject === 'Novi događaj: Party on the river');
    expect(serbian.text).toContain('· Žurka');
  });

  it("an English subscriber reads the event's English title and description where the venue wrote them", async () => {
    const created = await sendForm(
      app.baseUrl,
      'POST',
      '/api/event',
      bracketFields({
        title: 'Narodna noć',
        titleEn: 'Folk night',
        description: 'Opis događaja',
        descriptionEn: 'Live folk music all night',
        dateOfEvent: tomorrow,
        type: 'Žurka',
        ticketPrice: '500',
      }),
      [],
      manager,
    );
    expect(created.status).toBe(201);
    const news = await waitForMail(app.mailDir, (m) => m.to.includes('emma@vesti.test') && m.subject === 'New event: Folk night');
    expect(news.text).toContain('Live folk music all night');
    expect(news.html).toContain('Folk night');
    const serbian = await waitForMail(app.mailDir, (m) => m.to.includes('boris@vesti.test') && m.subject === 'Novi događaj: Narodna noć');
    expect(serbian.text).toContain('Opis događaja');
    expect(serbian.text).not.toContain('Folk');
  });

  it('subscribing again from a page in another language: no second confirmation, the news from then on in that language', async () => {
    expect((await api.post('/api/site/subscribe', { email: 'vera@vesti.test' })).status).toBe(201);
    await waitForMail(app.mailDir, (m) => m.to.includes('vera@vesti.test') && m.subject === 'Prijava na Izlazak novosti');
    expect((await api.post('/api/site/subscribe', { email: 'Vera@vesti.test', locale: 'sr-Cyrl' })).status).toBe(201);
    const created = await publish('Noć na reci');
    const news = await waitForMail(app.mailDir, (m) => m.to.includes('vera@vesti.test') && m.subject === 'Нови догађај: Noć na reci');
    expect(news.html).toContain('<html lang="sr-Cyrl"');
    expect(news.text).toContain(`${app.baseUrl}/sr-cyrl/event/${created.body._id}`);
    await settle();
    const toVera = (await readMails(app.mailDir)).filter((m) => m.to.includes('vera@vesti.test'));
    expect(toVera.map((m) => m.subject).sort()).toEqual(['Prijava na Izlazak novosti', 'Нови догађај: Noć na reci']);
  });

  it('no news for an event of a past night, nor for a venue awaiting approval; a newly approved venue is news', async () => {
    await publish('Juče je bilo', manager, '2020-01-10');
    const signUp = await api.post('/api/auth/register-company', {
      user: { firstName: 'Jovan', lastName: 'Jović', mobilePhone: '060 555', email: 'jovan.novi@vesti.test', password: 'lozinka', confirmPassword: 'lozinka' },
      club: { name: 'Kafana Novina', type: 'Kafana', city: 'Beograd' },
    });
    expect(signUp.status).toBe(201);
    const clubId = signUp.body.clubId;
    const early = await sendForm(
      app.baseUrl,
      'POST',
      '/api/event',
      bracketFields({ title: 'Pre odobrenja', description: 'Opis', dateOfEvent: tomorrow, type: 'Žurka', ticketPrice: '0', clubId }),
      [],
      adminToken,
    );
    expect(early.status).toBe(201);
    const approved = await api.put(`/api/club/approve/${clubId}`, {}, adminToken);
    expect(approved.status).toBe(200);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('boris@vesti.test') && m.subject === 'Novi objekat na Izlasku: Kafana Novina');
    expect(mail.text).toContain(`${app.baseUrl}/club/${clubId}`);
    await settle();
    expect(await mailsTo('boris@vesti.test', 'Novi događaj: Juče je bilo')).toHaveLength(0);
    expect(await mailsTo('boris@vesti.test', 'Novi događaj: Pre odobrenja')).toHaveLength(0);
  });
});
