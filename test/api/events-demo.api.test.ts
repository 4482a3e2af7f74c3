import { demoAppPerSuite } from '../support/app';

describe('Demo data (SEED_DEMO): events and reservations on the coming nights of every demo venue', () => {
  const app = demoAppPerSuite();
  const { api } = app;

  it('fills every weekday tab of the home page and the next week, whatever day it is', async () => {
    for (let day = 0; day <= 6; day++) {
      const tab = await api.get(`/api/event?dayOfTheWeek=${day}&size=24`);
      expect({ day, status: tab.status, some: tab.body.pagination.total_records > 0 }).toEqual({ day, status: 200, some: true });
      expect(tab.body.data.every((event: { dayOfTheWeek: number }) => event.dayOfTheWeek === day)).toBe(true);
    }
    const nextWeek = await api.get('/api/event?nextWeek=true&size=100');
    expect(nextWeek.body.pagination.total_records).toBeGreaterThanOrEqual(20);
    expect(nextWeek.body.data[0].image).toMatch(/^\/api\/uploads\//);
  });

  it("names the performers of some programmes ('Izvođači'), not of every one", async () => {
    const nextWeek = (await api.get('/api/event?nextWeek=true&size=100')).body.data as { title: string; performers: string[] }[];
    expect(nextWeek.find((event) => event.title === 'House petak')?.performers).toEqual(['DJ Vukašin Noćni', 'DJ Lola Dunav']);
    expect(nextWeek.find((event) => event.title === 'Karaoke na Dunavu')?.performers).toEqual([]);
  });

  it("serves /events and /clubs with their first card's picture already asked for; with filters in the address, the filtered list's first", async () => {
    const preloaded = async (path: string) => {
      const html = await (await fetch(`${app.baseUrl}${path}`)).text();
      return /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1] ?? null;
    };
    const [firstEvent] = (await api.get('/api/event?page=1&size=12')).body.data;
    expect(firstEvent.smallImage).toMatch(/^\/api\/uploads\/.+-sm\.webp$/);
    expect(await preloaded('/events')).toBe(firstEvent.smallImage);
    const [firstVenue] = (await api.get('/api/club?page=1&size=16')).body.data;
    expect(firstVenue.profileImage).toMatch(/^\/api\/uploads\//);
    expect(await preloaded('/clubs')).toBe(firstVenue.profileImage);

    // Filters in the address show other cards first: the page asks for its own first card's picture.
    const [firstRestaurant] = (await api.get('/api/club?page=1&size=16&type=Restoran')).body.data;
    expect(firstRestaurant.profileImage).not.toBe(firstVenue.profileImage);
    expect(await preloaded('/clubs?type=Restoran')).toBe(firstRestaurant.profileImage);
    expect(await preloaded('/about')).toBeNull();
  });

  it('gives each approved demo venue upcoming events, and its manager past ones on the dashboard', async () => {
    const venues = (await api.get('/api/club?size=16')).body.data as { _id: string; name: string }[];
    for (const venue of venues) {
      const events = await api.get(`/api/event?clubId=${venue._id}&size=10`);
      expect({ venue: venue.name, some: events.body.pagination.total_records > 0 }).toEqual({ venue: venue.name, some: true });
    }
    const manager = await api.login('menadzer.ponoc@izlazak.rs', 'izlazak-demo');
    const dashboard = await api.get('/api/event?all=true&size=100', manager);
    expect(dashboard.body.data.some((event: { past: boolean }) => event.past)).toBe(true);
  });

  it("gives every demo manager a full 'Današnje rezervacije:' in every status, and coming nights too", async () => {
    for (const slug of ['ponoc', 'orbit', 'talas', 'sava', 'terasa', 'ugao']) {
      const manager = await api.login(`menadzer.${slug}@izlazak.rs`, 'izlazak-demo');
      const tonight = (await api.get('/api/reservations?size=16', manager)).body;
      const statuses = new Set(tonight.data.map((r: { status: string }) => r.status));
      const walkIns = tonight.data.filter((r: { walkIn: boolean }) => r.walkIn).length;
      // Where the booths ask a deposit (docs/payments.md), the reservations waiting for an answer owe it.
      const waiting = slug === 'ponoc' || slug === 'talas' ? 'AwaitingPayment' : 'Pending';
      expect({ slug, count: tonight.paginationData.total_records >= 6, statuses: [...statuses].sort(), walkIns }).toEqual({
        slug,
        count: true,
        statuses: ['Arrived', 'Cancelled', 'Complete', 'NoShow', waiting, 'Rejected'].sort(),
        walkIns: 1,
      });
      // One confirmed guest has answered the reminder: 'Potvrdio dolazak'.
      const attendance = tonight.data.filter((r: { attendance: string | null }) => r.attendance === 'confirmed').length;
      expect({ slug, attendance }).toEqual({ slug, attendance: 1 });
      if (waiting === 'AwaitingPayment') {
        const paid = tonight.data.filter(
          (r: { deposit: { state: string } | null; terms: { minimumSpend: number } | null }) => r.deposit?.state === 'paid' && (r.terms?.minimumSpend ?? 0) > 0,
        );
        expect({ slug, paid: paid.length > 0 }).toEqual({ slug, paid: true });
        const clubId = tonight.data[0].clubId;
        expect((await api.get(`/api/club/${clubId}/deposits`, manager)).body.awaitingPayment.length).toBeGreaterThan(0);
      }
      const all = (await api.get('/api/reservations?all=true&size=100', manager)).body;
      expect(new Set(all.data.map((r: { date: string }) => r.date)).size).toBeGreaterThanOrEqual(5);
    }
  });
});
