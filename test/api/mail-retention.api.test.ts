import { NightClock } from '../../backend/src/platform/time/night-clock';
import { pruneSentMailBodies, SENT_MAIL_PRUNING } from '../../backend/src/platform/mail/sent-mail-pruning';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { appPerSuite } from '../support/app';
import { waitForMailTo } from '../support/mailbox';
import { staffedVenue } from '../support/venues';

// Friday 30 October 2026, 23:41 in Belgrade: tonight is Friday's night.
const FRIDAY_LATE = new Date('2026-10-30T22:41:00Z');

describe("Sent mail's bodies are let go after the retention period; the ledger keeps what it shows", () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0', MAIL_BODY_RETENTION_DAYS: '30' } });
  const { api } = app;
  let clubId: string, managerToken: string, tables: Record<string, string>;

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => FRIDAY_LATE);
    ({ clubId, managerToken, tables } = await staffedVenue(app, {
      name: 'Klub Arhiva',
      tables: [
        { name: 'Sto 1', maxPersons: 6 },
        { name: 'Sto 2', maxPersons: 6 },
      ],
      staffEmail: 'osoblje@arhiva.test',
    }));
  });

  const placeAndMail = async (tableName: string, email: string) => {
    const placed = await api.post(
      '/api/reservations',
      { clubId, tableId: tables[tableName], date: '30.10.2026', persons: 2, firstName: 'Ana', lastName: 'Arhivić', phone: '+381 64 222 3344', email },
      managerToken,
    );
    expect(placed.status).toBe(201);
    await waitForMailTo(app.mailDir, email, '');
    return placed.body as { _id: string };
  };
  const outboxOf = async (email: string) =>
    (
      await app.running.kernel.pool.query<{ status: string; subject: string; html: string; text: string; attachments: unknown }>(
        'SELECT status, subject, html, text, attachments FROM mail_outbox WHERE to_address = $1',
        [email],
      )
    ).rows;
  const sentEverything = async (email: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const rows = await outboxOf(email);
      if (rows.length > 0 && rows.every((row) => row.status === 'sent')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`mail to ${email} not marked sent`);
  };

  it('the scheduled hourly round empties the bodies and QR pictures of mail sent 31 days ago, keeps newer mail whole, and the reservation still lists what was sent', async () => {
    const old = await placeAndMail('Sto 1', 'stara@arhiva.test');
    await placeAndMail('Sto 2', 'nova@arhiva.test');
    const [oldMail] = await sentEverything('stara@arhiva.test');
    expect(oldMail.html).not.toBe('');
    await sentEverything('nova@arhiva.test');
    await app.running.kernel.pool.query("UPDATE mail_outbox SET sent_at = now() - interval '31 days' WHERE to_address = 'stara@arhiva.test'");

    // The start scheduled the round (a minute after it, or an hour after the last one the poll ran).
    const scheduler = app.running.app.get(ScheduledCommands);
    const round = await scheduler.find(SENT_MAIL_PRUNING);
    expect(round?.state).toBe('pending');
    expect(round!.dueAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await scheduler.runDue(new Date(round!.dueAt.getTime() + 1000))).toBeGreaterThanOrEqual(1);

    expect((await outboxOf('stara@arhiva.test')).every((row) => row.html === '' && row.text === '' && row.attachments === null && row.subject !== '')).toBe(true);
    expect((await outboxOf('nova@arhiva.test')).every((row) => row.html !== '' && row.text !== '')).toBe(true);
    const ledger = (await api.get(`/api/reservations/${old._id}`, managerToken)).body.mails as { to: string; subject: string; status: string }[];
    expect(ledger.filter((mail) => mail.to === 'stara@arhiva.test').map((mail) => [mail.subject, mail.status])).toEqual([[oldMail.subject, 'sent']]);

    // The round scheduled the next one an hour after its own; nothing is left to empty until then.
    const next = await scheduler.find(SENT_MAIL_PRUNING);
    expect(next?.state).toBe('pending');
    expect(next!.dueAt.getTime()).toBe(round!.dueAt.getTime() + 60 * 60 * 1000);
    expect(await pruneSentMailBodies(app.running.kernel.pool, 30)).toBe(0);
  });

  it('keeps every body when the retention is 0', async () => {
    await app.running.kernel.pool.query("UPDATE mail_outbox SET sent_at = now() - interval '400 days' WHERE to_address = 'nova@arhiva.test'");
    expect(await pruneSentMailBodies(app.running.kernel.pool, 0)).toBe(0);
    expect((await outboxOf('nova@arhiva.test')).every((row) => row.html !== '')).toBe(true);
  });
});
