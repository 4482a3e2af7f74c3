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
      expect({ venue: venue.name, categories: categories.length >= 3, everyCategoryFilled: categories.every((c) => c.subcategories.length > 0 && c.itemCount > 0) })
        .toEqual({ venue: venue.name, categories: true, everyCategoryFilled: true });
      expect(items.length).toBe(categories.reduce((sum, c) => sum + c.itemCount, 0));
      expect(items.every((item) => Number.isFinite(item.price) && item.price > 0)).toBe(true);
    }
    const restaurant = venues.find((v) => v.type === 'Restoran')!;
    const restaurantMenu = (await api.get(`/api/club/categories/${restaurant._id}`)).body.map((c: { name: string }) => c.name);
    expect(restaurantMenu).toEqual(expect.arrayContaining(['Hrana', 'Vina', 'Bezalkoholna pića']));
  });
});
