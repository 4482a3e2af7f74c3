import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type HistoryEntry, type Paged, type TicketCodeView, type TicketOrderView, type TicketTiersView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { makeTestGoogleWalletAccount, makeTestWalletCertificates } from '../../backend/src/platform/testing/wallet-certificates';
import { appPerSuite, startTestApp } from '../support/app';
import { waitForMail, type ReceivedMail } from '../support/mailbox';
import { decodeQrPng } from '../support/qr';
import { jsonLdBlocks, structuredDataProblems, warmUpStructuredData } from '../support/structured-data';
import { staffedVenue } from '../support/venues';

const nightAfter = (days: number) => addDays(nightOf(new Date()), days);
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Karta d.o.o.', payeePlace: 'Beograd', rules: [] };
const BUYER = { firstName: 'Ana', lastName: 'Ilić', email: 'ana@kupac.test', phone: '+381 64 123 4567' };

/** What every QR picture of a mail says, in the mail's order. */
const qrCodesIn = (mail: ReceivedMail) => mail.attachments.filter((a) => a.contentType === 'image/png').map((a) => decodeQrPng(a.content));
const tokenOf = (code: string) => code.slice(code.lastIndexOf('/') + 1);

/** The visitor's side of tickets: the order mails with each ticket's QR, the ticket's own page, wallet passes, a transfer, the history, the event's offers. */
describe('Tickets for the visitor', () => {
  const certificates = makeTestWalletCertificates();
  const google = makeTestGoogleWalletAccount();
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0', ...certificates.env, ...google.env } });
  const { api } = app;
  let clubId: string, managerToken: string, eventId: string, regularId: string, freeId: string;

  beforeAll(async () => {
    warmUpStructuredData(['Event', 'NightClub']);
    ({ clubId, managerToken } = await staffedVenue(app, { name: 'Klub Karta', openEveryNight: true, tables: [{ name: 'Sto 1', maxPersons: 4 }], staffEmail: 'vrata@karta.test' }));
    expect((await api.put(`/api/club/${clubId}/terms`, PAYEE, managerToken)).status).toBe(200);
    const night = nightAfter(7);
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title: 'Žurka sa kartama', description: 'Opis', dateOfEvent: night, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1000' },
      managerToken,
    );
    eventId = event.body._id;
    const tiers = await api.put<TicketTiersView>(
      `/api/event/${eventId}/tickets`,
      {
        tiers: [
          { name: 'Regular', price: 1500, capacity: 10, maxPerOrder: 4 },
          { name: 'Gratis', price: 0, capacity: 4, maxPerOrder: 2 },
          { name: 'Kasnije', price: 2000, capacity: 5, maxPerOrder: 2, opensAfter: 'Gratis' },
        ],
      },
      managerToken,
    );
    expect(tiers.status).toBe(200);
    [regularId, freeId] = tiers.body.tiers.map((tier) => tier._id);
  }, 120_000);
  afterAll(() => certificates.remove());

  const order = (tierId: string, quantity: number, changes: Record<string, unknown> = {}) =>
    api.post<TicketOrderView>('/api/ticket-orders', { eventId, tierId, quantity, ...BUYER, ...changes });
  const raw = (address: string) => fetch(`${app.baseUrl}${address}`);

  it("mails a free order's tickets at once, each as a QR code of its own link, and the ticket's page shows it by its code", async () => {
    const placed = await order(freeId, 2, { email: 'besplatno@kupac.test' });
    expect(placed.body.status).toBe('Paid');
    const codes = placed.body.tickets.map((ticket) => ticket.code);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('besplatno@kupac.test'));
    expect(mail.subject).toBe('Vaše ulaznice: Žurka sa kartama — Klub Karta, ' + nightAfter(7).split('-').reverse().join('.'));
    expect(mail.text).toContain('Ovo su vaše 2 ulaznice za „Žurka sa kartama” u objektu Klub Karta');
    expect(qrCodesIn(mail).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(mail.text).toContain(code);
    expect(mail.attachments.every((a) => a.cid)).toBe(true);

    const token = tokenOf(codes[0]);
    const seen = await api.get<TicketCodeView>(`/api/tickets/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      code: codes[0],
      token,
      status: 'valid',
      tierName: 'Gratis',
      holder: { firstName: 'Ana', lastName: 'Ilić' },
      eventId,
      eventTitle: 'Žurka sa kartama',
      clubId,
      club: 'Klub Karta',
      night: nightAfter(7),
      startTime: '23:00',
      admittedAt: null,
      appleWalletUrl: `/api/tickets/${token}/pass.pkpass`,
    });
    expect(seen.body.googleWalletUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(seen.body)).not.toContain('besplatno@kupac.test');
    const png = await raw(seen.body.qrImage);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(decodeQrPng(Buffer.from(await png.arrayBuffer()))).toBe(codes[0]);
    expect((await api.get(`/api/tickets/${'x'.repeat(24)}`)).status).toBe(404);
    expect((await api.get('/api/tickets/kratko')).status).toBe(404);
  });

  it('mails the payment details with the IPS QR code while a paid order waits, and the tickets once the venue records the payment', async () => {
    const placed = await order(regularId, 2, { email: 'placa@kupac.test', locale: 'en' });
    expect(placed.body.status).toBe('AwaitingPayment');
    const ipsQr = placed.body.payment?.ipsQr;
    const slip = await waitForMail(app.mailDir, (m) => m.to.includes('placa@kupac.test'));
    expect(slip.subject).toMatch(/^Pay for your tickets by /);
    expect(slip.text).toContain('3,000.00 RSD');
    expect(qrCodesIn(slip)).toEqual([ipsQr]);
    expect(slip.text).toContain(`/porudzbina/${placed.body._id}`);
    const picture = await raw(`/api/ticket-orders/${placed.body._id}/payment-qr.png`);
    expect(picture.status).toBe(200);
    expect(decodeQrPng(Buffer.from(await picture.arrayBuffer()))).toBe(ipsQr);

    const paid = await api.post<TicketOrderView>(`/api/ticket-orders/${placed.body._id}/payment`, {}, managerToken);
    expect(paid.body.status).toBe('Paid');
    const tickets = await waitForMail(app.mailDir, (m) => m.to.includes('placa@kupac.test') && m.subject.startsWith('Your tickets'));
    expect(tickets.text).toContain('Your payment of 3,000 RSD has been received. Here are your 2 tickets');
    expect(qrCodesIn(tickets).sort()).toEqual(paid.body.tickets.map((ticket) => ticket.code).sort());
    expect((await raw(`/api/ticket-orders/${placed.body._id}/payment-qr.png`)).status).toBe(410);
  });

  it("passes a ticket to a friend: the friend's mail carries the new code, the old code's page says it no longer works", async () => {
    const placed = await order(freeId, 1, { email: 'prenos@kupac.test', firstName: 'Mira' });
    const oldToken = tokenOf(placed.body.tickets[0].code);
    const moved = await api.post<{ code: string }>(`/api/tickets/${oldToken}/transfer`, { firstName: 'Luka', lastName: 'Perić', email: 'luka@prijatelj.test' });
    expect(moved.status).toBe(200);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('luka@prijatelj.test'));
    expect(mail.subject).toBe('Mira Ilić vam šalje ulaznicu: Žurka sa kartama — Klub Karta');
    expect(qrCodesIn(mail)).toEqual([moved.body.code]);
    const old = await api.get<TicketCodeView>(`/api/tickets/${oldToken}`);
    expect(old.body).toMatchObject({ status: 'transferred', appleWalletUrl: null, googleWalletUrl: null });
    expect((await raw(`/api/tickets/${oldToken}/pass.pkpass`)).status).toBe(404);
    const friend = await api.get<TicketCodeView>(`/api/tickets/${tokenOf(moved.body.code)}`);
    expect(friend.body).toMatchObject({ status: 'valid', holder: { firstName: 'Luka', lastName: 'Perić' } });
  });

  it('serves a ticket as an Apple Wallet pass whose manifest hashes its files and whose signature verifies with the configured certificate', async () => {
    const placed = await order(regularId, 1, { email: 'novcanik@kupac.test' });
    const paid = await api.post<TicketOrderView>(`/api/ticket-orders/${placed.body._id}/payment`, {}, managerToken);
    const token = tokenOf(paid.body.tickets[0].code);
    const answer = await raw(`/api/tickets/${token}/pass.pkpass`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const dir = path.join(certificates.dir, 'api-pass');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'ticket.pkpass'), Buffer.from(await answer.arrayBuffer()));
    execFileSync('unzip', ['-q', 'ticket.pkpass', '-d', 'files'], { cwd: dir });
    const files = path.join(dir, 'files');
    const manifest = JSON.parse(fs.readFileSync(path.join(files, 'manifest.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['pass.json', 'icon.png']));
    for (const [name, sha1] of Object.entries(manifest))
      expect([
        name,
        createHash('sha1')
          .update(fs.readFileSync(path.join(files, name)))
          .digest('hex'),
      ]).toEqual([name, sha1]);
    const pass = JSON.parse(fs.readFileSync(path.join(files, 'pass.json'), 'utf8'));
    expect(pass.serialNumber).toBe(token);
    expect(pass.barcodes[0].message).toBe(paid.body.tickets[0].code);
    const verification = spawnSync(
      'openssl',
      ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json', '-CAfile', certificates.caFile, '-out', '/dev/null'],
      { cwd: files, encoding: 'utf8' },
    );
    expect(verification.stderr).toMatch(/Verification successful/);
    expect(verification.status).toBe(0);
  });

  it('offers no pass when the wallet is not configured: the pass answers 404 and the ticket names no wallet', async () => {
    const placed = await order(freeId, 1, { email: 'bez@kupac.test' });
    const token = tokenOf(placed.body.tickets[0].code);
    const bare = await startTestApp({ sameDatabaseAs: app, env: { RATE_LIMIT_PER_WINDOW: '0' } });
    try {
      expect((await fetch(`${bare.baseUrl}/api/tickets/${token}/pass.pkpass`)).status).toBe(404);
      const seen = (await (await fetch(`${bare.baseUrl}/api/tickets/${token}`)).json()) as TicketCodeView;
      expect([seen.appleWalletUrl, seen.googleWalletUrl]).toEqual([null, null]);
    } finally {
      await bare.stop();
    }
  });

  it("tells the tickets in the venue's history in sentences", async () => {
    const { body } = await api.get<Paged<HistoryEntry>>(`/api/history?entityType=ticket-order&size=100`, managerToken);
    const summaries = body.data.map((entry) => entry.summary);
    expect(summaries).toEqual(expect.arrayContaining([expect.stringMatching(/^Gost naručio ulaznice /), expect.stringMatching(/upisao uplatu porudžbine ulaznica/)]));
    expect(summaries.some((summary) => summary.includes('preneo ulaznicu iz porudžbine'))).toBe(true);
    const tiers = await api.get<Paged<HistoryEntry>>(`/api/history?entityType=event&entityId=${eventId}`, managerToken);
    expect(tiers.body.data.map((entry) => entry.summary).join('\n')).toContain('postavio ulaznice događaja');
  });

  it("gives the event page's JSON-LD one Offer per tier, with its price in RSD and its availability now", async () => {
    const html = await (await raw(`/event/${eventId}`)).text();
    const [event] = jsonLdBlocks(html);
    expect(await structuredDataProblems(event)).toEqual([]);
    expect(event.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Regular', price: '1500', priceCurrency: 'RSD', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ name: 'Gratis', price: '0', availability: 'https://schema.org/SoldOut' }),
      expect.objectContaining({ name: 'Kasnije', price: '2000', availability: 'https://schema.org/InStock' }),
    ]);
    for (const offer of event.offers) {
      expect(offer.validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
      expect(offer.validThrough).toMatch(/T05:00:00\+0[12]:00$/);
    }
  });
});
