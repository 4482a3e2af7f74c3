import { demoAppPerSuite } from '../support/app';

describe('Demo data (SEED_DEMO): every demo venue has a menu', () => {
  const app = demoAppPerSuite();
  const { api } = app;

  it('gives each approved venue at least three categories with subcategories and priced items', async () => {
    const venues = (await api.get('/api/club?size=16')).body.data as { _id: string; name: string; type: string }[];
    expect(venues).toHaveLength(6);
    for (const venue of venues) {
      const categories = (await api.get(`/api/club/categories/${venue._id}`)).body as { name: string; subcategories: unknown[]; itemCount: number }[];
      const items = (await api.get(`/api/product/all/${venue._id}`)).body as { name: string; price: number }[];
      expect({ venue: venue.name, categories: categories.length >= 3, everyCategoryFilled: categories.every((c) => c.subcategories.length > 0 && c.itemCount > 0) }).toEqual({
        venue: venue.name,
        categories: true,
        everyCategoryFilled: true,
      });
      expect(items.length).toBe(categories.reduce((sum, c) => sum + c.itemCount, 0));
      expect(items.every((item) => Number.isFinite(item.price) && item.price > 0)).toBe(true);
    }
    const restaurant = venues.find((v) => v.type === 'Restoran')!;
    const restaurantMenu = (await api.get(`/api/club/categories/${restaurant._id}`)).body.map((c: { name: string }) => c.name);
    expect(restaurantMenu).toEqual(expect.arrayContaining(['Hrana', 'Vina', 'Bezalkoholna pića']));
  });

  it("names in English the cocktails' category and the subcategories of the cocktails with English names; the rest stay Serbian", async () => {
    const venues = (await api.get('/api/club?size=16')).body.data as { _id: string; name: string }[];
    for (const name of ['Klub Ponoć', 'Klub Orbit']) {
      const venue = venues.find((v) => v.name === name)!;
      type Place = { name: string; nameEn: string | null; subcategories: Place[] };
      const categories = (await api.get(`/api/club/categories/${venue._id}`)).body as Place[];
      const kokteli = categories.find((c) => c.name === 'Kokteli')!;
      expect({ venue: name, nameEn: kokteli.nameEn, subcategories: kokteli.subcategories.map((s) => [s.name, s.nameEn]) }).toEqual({
        venue: name,
        nameEn: 'Cocktails',
        subcategories: [
          ['Klasični', null],
          ['Signature', 'Signature'],
          ['Bezalkoholni', 'Alcohol-free'],
        ],
      });
      expect(categories.filter((c) => c.name !== 'Kokteli').every((c) => c.nameEn === null)).toBe(true);
    }
  });

  it("records the past nights' booth spends item by item from the venue's own menu ('Potrošnja')", async () => {
    const manager = await api.login('menadzer.ponoc@izlazak.rs', 'izlazak-demo');
    const reservations = (await api.get('/api/reservations?all=true&size=100', manager)).body.data as {
      clubId: string;
      spend: { amount: number; items: { itemId: string; name: string; price: number; quantity: number }[] } | null;
    }[];
    const itemized = reservations.filter((reservation) => reservation.spend && reservation.spend.items.length > 0);
    expect(itemized.length).toBeGreaterThan(0);
    const menu = (await api.get(`/api/product/all/${itemized[0].clubId}`)).body as { _id: string; name: string; price: number }[];
    for (const { spend } of itemized) {
      expect(spend!.amount).toBe(spend!.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
      for (const item of spend!.items) expect(menu).toContainEqual(expect.objectContaining({ _id: item.itemId, name: item.name, price: item.price }));
    }
  });
});
