import type { GuestListView } from '@izlazak/contracts';
import { DEMO_MANAGER_PASSWORD } from '../../backend/src/demo/seed-demo-venues';
import { addDays, comingNightOn, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { demoAppPerSuite } from '../support/app';

describe("Demo data (SEED_DEMO): Klub Ponoć's guest lists", () => {
  const app = demoAppPerSuite();
  const { api } = app;

  it("shows Klub Ponoć's manager the lists of tonight and the coming weekend with names on them, tonight's first arrivals, and past weekends' lists", async () => {
    const token = await api.login('menadzer.ponoc@izlazak.rs', DEMO_MANAGER_PASSWORD);
    const me = await api.get('/api/auth/me', token);
    const clubId = me.body.clubId ?? me.body.user?.clubId;
    const now = new Date();
    const nights = [...new Set([tonight(now), comingNightOn(5, now), comingNightOn(6, now)])];
    const lists: GuestListView[] = [];
    for (const night of nights) lists.push(...(await api.get<GuestListView[]>(`/api/club/${clubId}/guest-lists?night=${night}`, token)).body);
    // A start after 00:30 opens tonight's free list no more; the weekend's are always there.
    expect(new Set(lists.map((list) => list.name))).toEqual(new Set(['Lista — besplatan ulaz do 00:30', 'Lista — ulaz 500 RSD do 01:30']));
    expect(lists.every((list) => list.signedUp > 0 && list.public)).toBe(true);
    const tonights = lists.filter((list) => list.night === tonight(now));
    if (tonights.length > 0) {
      expect(tonights.some((list) => list.arrived > 0)).toBe(true);
      // Tonight's arrivals reach the night's report and the guest book.
      const report = await api.get(`/api/reports?from=${tonight(now)}`, token);
      expect(report.body.guestLists.arrived).toBe(tonights.reduce((sum, list) => sum + list.arrived, 0));
      expect(report.body.guestLists.signedUp).toBe(tonights.reduce((sum, list) => sum + list.signedUp, 0));
      const guests = await api.get('/api/guests?size=100', token);
      expect(guests.body.data.some((guest: { listVisits: number }) => guest.listVisits > 0)).toBe(true);
    }
    const names = await api.get(`/api/guest-lists/${lists[0]._id}/entries`, token);
    expect(names.body.length).toBeGreaterThanOrEqual(4);
    // The venue pays its promoters by rules of its own.
    const rules = await api.get(`/api/club/${clubId}/commission-rules`, token);
    expect(rules.body).toEqual({ clubId, perListGuest: 300, perTable: 2000, spendPercent: 5 });

    // Two promoters brought the first names: each has their login, and the night's settlement names them.
    const luka = await api.login('promoter.luka@izlazak.rs', DEMO_MANAGER_PASSWORD);
    expect((await api.get('/api/promoters/me', luka)).body.code).toMatch(/^[A-Za-z0-9]{7}$/);
    const settlement = await api.get<{ rows: { name: string; signedUp: number; arrivedGuests: number; commission: number }[] }>(
      `/api/club/${clubId}/promoters/settlement?from=${nights[0]}&to=${nights[nights.length - 1]}`,
      token,
    );
    expect(settlement.status).toBe(200);
    const rows = new Map(settlement.body.rows.map((row) => [row.name, row]));
    for (const name of ['Luka Marković', 'Sara Nikolić']) {
      expect(rows.get(name)?.signedUp).toBeGreaterThan(0);
      if (tonights.length > 0) expect(rows.get(name)!.commission).toBe(300 * rows.get(name)!.arrivedGuests);
    }
    if (tonights.length > 0) expect([...rows.values()].every((row) => row.arrivedGuests > 0)).toBe(true);

    // The last two weeks' Fridays and Saturdays had the free list too, with arrivals: the reports and the settlement show them.
    const from = addDays(tonight(now), -14);
    const before = addDays(tonight(now), -1);
    const pastLists = (await api.get<GuestListView[]>(`/api/club/${clubId}/guest-lists?night=${before}`, token)).body;
    const report = await api.get<{ guestLists: { lists: number; arrived: number }; byNight: { night: string; listArrived: number }[] }>(
      `/api/reports?clubId=${clubId}&from=${from}&to=${before}`,
      token,
    );
    expect(report.body.guestLists.lists).toBeGreaterThanOrEqual(4);
    expect(report.body.guestLists.arrived).toBeGreaterThan(0);
    const weekends = report.body.byNight.filter((night) => [5, 6].includes(new Date(`${night.night}T12:00:00Z`).getUTCDay()));
    expect(weekends.length).toBeGreaterThanOrEqual(4);
    expect(weekends.every((night) => night.listArrived > 0)).toBe(true);
    if ([5, 6].includes(new Date(`${before}T12:00:00Z`).getUTCDay())) expect(pastLists.some((list) => list.arrived > 0)).toBe(true);
    const past = await api.get<{ rows: { name: string; arrivedGuests: number; commission: number }[] }>(
      `/api/club/${clubId}/promoters/settlement?from=${from}&to=${before}`,
      token,
    );
    for (const row of past.body.rows) {
      expect(row.arrivedGuests).toBeGreaterThan(0);
      expect(row.commission).toBe(300 * row.arrivedGuests);
    }
    expect(past.body.rows.map((row) => row.name).sort()).toEqual(['Luka Marković', 'Sara Nikolić']);
  });
});
