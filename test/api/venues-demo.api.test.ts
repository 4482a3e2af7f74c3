import sharp from 'sharp';
import { DEMO_MANAGER_PASSWORD } from '../../backend/src/demo/seed-demo-venues';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { demoAppPerSuite } from '../support/app';

describe('Demo data (SEED_DEMO): Belgrade venues a visitor can browse and managers can log in to', () => {
  const app = demoAppPerSuite();
  const { api } = app;

  it('shows six approved venues of different types, each with pictures, hours and tables', async () => {
    const list = await api.get('/api/club?size=16');
    expect(list.status).toBe(200);
    const venues = list.body.data;
    expect(venues).toHaveLength(6);
    expect(new Set(venues.map((v: { type: string }) => v.type))).toEqual(new Set(['Klub', 'Splav', 'Restoran', 'Kafić']));
    expect(venues.every((v: { city: string }) => v.city === 'Beograd')).toBe(true);

    for (const venue of venues) {
      expect({ name: venue.name, logo: venue.clubLogo, thumbnail: venue.profileImage, slides: venue.sliderImages.length, days: venue.workingHours.length }).toEqual({
        name: venue.name,
        logo: expect.stringMatching(/^\/api\/uploads\//),
        thumbnail: expect.stringMatching(/^\/api\/uploads\//),
        slides: 3,
        days: 7,
      });
      const tables = await api.get(`/api/club/allTables/${venue._id}`);
      expect(tables.body.paginationData.total_records).toBeGreaterThanOrEqual(10);
    }
    const logo = await fetch(`${app.baseUrl}${venues[0].clubLogo}`);
    expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await api.get('/api/site/sliderImages')).body).toHaveLength(3);
  });

  it('has a drawn floor plan at every demo venue: zones named, every table placed', async () => {
    const venues = (await api.get('/api/club?size=16')).body.data as { _id: string; name: string; type: string }[];
    const zonesByType = new Map<string, string[]>();
    for (const venue of venues) {
      const floor = (await api.get(`/api/club/${venue._id}/floor`)).body;
      expect({ name: venue.name, drawn: floor.version !== null, unplaced: floor.tables.filter((t: { x?: number }) => t.x === undefined).length }).toEqual({
        name: venue.name,
        drawn: true,
        unplaced: 0,
      });
      zonesByType.set(venue.type, [...(zonesByType.get(venue.type) ?? []), ...floor.zones.map((zone: { name: string }) => zone.name)]);
    }
    expect(zonesByType.get('Klub')).toEqual(expect.arrayContaining(['Bina', 'Separe']));
    expect(zonesByType.get('Splav')).toEqual(expect.arrayContaining(['Paluba', 'Šank']));
    expect(zonesByType.get('Restoran')).toContain('Terasa');
  });

  it("has guests on tonight's waitlist at every club and splav, in line for a table", async () => {
    const adminToken = await api.login(app.admin.email, app.admin.password);
    const venues = (await api.get('/api/club?size=16')).body.data as { _id: string; name: string; type: string }[];
    for (const venue of venues.filter((v) => v.type === 'Klub' || v.type === 'Splav')) {
      const waitlist = await api.get(`/api/waitlist?clubId=${venue._id}&night=${tonight(new Date())}`, adminToken);
      const inLine = (waitlist.body.entries as { state: string }[]).filter((entry) => entry.state === 'waiting' || entry.state === 'offered');
      expect({ venue: venue.name, status: waitlist.status, inLine: inLine.length }).toEqual({ venue: venue.name, status: 200, inLine: 3 });
    }
  });

  it('lets every demo manager log in to their own venue', async () => {
    const venues = (await api.get('/api/club?size=16')).body.data as { _id: string; name: string }[];
    for (const slug of ['ponoc', 'orbit', 'talas', 'sava', 'terasa', 'ugao']) {
      const login = await api.post('/api/auth/login', { email: `menadzer.${slug}@izlazak.rs`, password: DEMO_MANAGER_PASSWORD });
      expect({ slug, status: login.status }).toEqual({ slug, status: 200 });
      expect(venues.map((v) => v._id)).toContain(login.body.user.clubId);
    }
  });

  it('leaves one sign-up waiting for the admin, its manager not yet able to log in', async () => {
    const adminToken = await api.login(app.admin.email, app.admin.password);
    const pending = (await api.get('/api/club?size=16&status=all', adminToken)).body.data.filter((v: { status: string }) => v.status === 'pending');
    expect(pending.map((v: { name: string }) => v.name)).toEqual(['Bar Neon']);
    const login = await api.post('/api/auth/login', { email: 'menadzer.neon@izlazak.rs', password: DEMO_MANAGER_PASSWORD });
    expect(login.status).toBe(403);
  });
});
