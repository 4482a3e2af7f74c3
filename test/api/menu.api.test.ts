import { apiClient, type ApiResponse } from '../support/http';
import { readModelsCaughtUp, startTestApp, type TestApp } from '../support/app';
import { MANAGER_PASSWORD, clubBody, countEvents, createVenue, managerBody, registerAccount, streamEventTypes, type Api } from './venues-fixtures';

type Caller = 'anonymous' | 'user' | 'staff' | 'managerA' | 'managerB' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'staff', 'managerA', 'managerB', 'admin'];

describe('Menu API: categories, subcategories and items of a venue (spec section 7, Menu)', () => {
  let app: TestApp;
  let api: Api;
  const tokens: Partial<Record<Caller, string>> = {};
  let clubA: string;
  let clubB: string;
  let counter = 0;

  beforeAll(async () => {
    app = await startTestApp();
    api = apiClient(app.baseUrl);
    tokens.admin = await api.login(app.admin.email, app.admin.password);
    const a = await createVenue(api, tokens.admin, 'Klub Meni A');
    const b = await createVenue(api, tokens.admin, 'Klub Meni B');
    clubA = a.id;
    clubB = b.id;
    tokens.managerA = await api.login(a.managerEmail, MANAGER_PASSWORD);
    tokens.managerB = await api.login(b.managerEmail, MANAGER_PASSWORD);
    const user = await registerAccount(app, 'user', 'gost.meni@izlazak.test');
    tokens.user = await api.login(user.email, user.password);
    const staff = await registerAccount(app, 'staff', 'osoblje.meni@izlazak.test', clubA);
    tokens.staff = await api.login(staff.email, staff.password);
  });
  afterAll(() => app?.stop());

  const unique = (name: string) => `${name} ${++counter}`;

  async function addCategory(name = unique('Kategorija'), token = tokens.managerA, clubId = clubA) {
    const response = await api.post(`/api/club/category?clubId=${clubId}`, { name }, token);
    expect(response.status).toBe(201);
    return response.body._id as string;
  }
  async function addSubcategory(categoryId: string, name = unique('Podkategorija'), token = tokens.managerA) {
    const response = await api.post(`/api/club/addSubcategory/${categoryId}`, { name, categoryId }, token);
    expect(response.status).toBe(201);
    return response.body._id as string;
  }
  async function addItem(categoryId: string, subCategoryId: string, name = unique('Stavka'), price: unknown = 300, token = tokens.managerA) {
    const response = await api.post('/api/product', { name, price, categoryId, subCategoryId }, token);
    expect(response.status).toBe(201);
    return response.body._id as string;
  }

  it('builds a menu as the dashboard does; everyone reads it with prices in RSD, in the order it was built', async () => {
    const pivo = await api.post('/api/club/category', { name: '  Pivo  ' }, tokens.managerA);
    expect(pivo.status).toBe(201);
    expect(pivo.body).toEqual({ _id: expect.any(String), name: 'Pivo', nameEn: null, clubId: clubA, subcategories: [], itemCount: 0 });
    const categoryId = pivo.body._id;

    const toceno = await api.post(`/api/club/addSubcategory/${categoryId}`, { name: 'Točeno', categoryId }, tokens.managerA);
    expect(toceno.status).toBe(201);
    expect(toceno.body).toEqual({ _id: expect.any(String), name: 'Točeno', nameEn: null, categoryId, itemCount: 0 });
    const flasirano = await addSubcategory(categoryId, 'Flaširano');

    const jelen = await api.post(
      '/api/product',
      { name: 'Jelen 0,5', price: '350,50', categoryId, subCategoryId: toceno.body._id, category: 'bilo šta', subCategory: 'bilo šta' },
      tokens.managerA,
    );
    expect(jelen.status).toBe(201);
    expect(jelen.body).toEqual({
      _id: expect.any(String),
      name: 'Jelen 0,5',
      // No English name written: none (docs/i18n.md, Venue content in English).
      nameEn: null,
      price: 350.5,
      categoryId,
      subCategoryId: toceno.body._id,
      category: 'Pivo',
      subCategory: 'Točeno',
      clubId: clubA,
    });
    await addItem(categoryId, toceno.body._id, 'Lav 0,5', 320);
    await addItem(categoryId, flasirano, 'Heineken 0,33', 420);

    // Anonymous visitors read the menu of an approved venue.
    const categories = await api.get(`/api/club/categories/${clubA}`);
    expect(categories.status).toBe(200);
    expect(categories.body.find((c: { _id: string }) => c._id === categoryId)).toEqual({
      _id: categoryId,
      name: 'Pivo',
      // No English names written: none.
      nameEn: null,
      clubId: clubA,
      itemCount: 3,
      subcategories: [
        { _id: toceno.body._id, name: 'Točeno', nameEn: null, categoryId, itemCount: 2 },
        { _id: flasirano, name: 'Flaširano', nameEn: null, categoryId, itemCount: 1 },
      ],
    });
    const subcategories = await api.get(`/api/club/subCategories/${clubA}/${categoryId}`);
    expect(subcategories.body.map((s: { name: string }) => s.name)).toEqual(['Točeno', 'Flaširano']);

    const toceni = await api.get(`/api/product/all/${clubA}?subCategoryId=${toceno.body._id}`);
    expect(toceni.status).toBe(200);
    expect(toceni.body.map((i: { name: string; price: number }) => [i.name, i.price])).toEqual([
      ['Jelen 0,5', 350.5],
      ['Lav 0,5', 320],
    ]);
    const wholeCategory = await api.get(`/api/product/all/${clubA}?categoryId=${categoryId}`);
    expect(wholeCategory.body.map((i: { name: string }) => i.name)).toEqual(['Jelen 0,5', 'Lav 0,5', 'Heineken 0,33']);

    // Renames reach the items' names of their place at once; the other venue's menu stays empty.
    const renamed = await api.put(`/api/club/categories/${categoryId}`, { name: 'Piva' }, tokens.managerA);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: categoryId, name: 'Piva', itemCount: 3 });
    const sub = await api.put(`/api/club/categories/${categoryId}/${flasirano}`, { name: 'Flaširana', categoryId }, tokens.managerA);
    expect(sub.status).toBe(200);
    expect(sub.body).toEqual({ _id: flasirano, name: 'Flaširana', nameEn: null, categoryId, itemCount: 1 });
    const items = (await api.get(`/api/product/all/${clubA}?categoryId=${categoryId}`)).body;
    expect(items.map((i: { category: string; subCategory: string }) => `${i.category}/${i.subCategory}`)).toEqual(['Piva/Točeno', 'Piva/Točeno', 'Piva/Flaširana']);
    expect((await api.get(`/api/club/categories/${clubB}`)).body).toEqual([]);

    // Editing an item: a new price, then a move to the other subcategory.
    const edited = await api.put(`/api/product/${jelen.body._id}`, { name: 'Jelen 0,5', price: 380, categoryId, subCategoryId: flasirano }, tokens.managerA);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ price: 380, subCategoryId: flasirano, subCategory: 'Flaširana' });
    expect(await streamEventTypes(app, `menu-${clubA}`)).toEqual(
      expect.arrayContaining(['MenuCategoryAdded', 'MenuSubcategoryAdded', 'MenuItemAdded', 'MenuItemEdited', 'MenuCategoryRenamed']),
    );
  });

  it('refuses to delete a category or subcategory that still holds something, naming it; empty ones are deleted', async () => {
    const categoryId = await addCategory('Žestoka pića');
    const subCategoryId = await addSubcategory(categoryId, 'Rakije');
    const itemIds = [await addItem(categoryId, subCategoryId, 'Šljivovica', 250), await addItem(categoryId, subCategoryId, 'Dunjevača', 280)];
    const before = await countEvents(app);

    const category = await api.delete(`/api/club/categories/${categoryId}`, tokens.managerA);
    expect(category.status).toBe(409);
    expect(category.body.message).toBe('Kategorija „Žestoka pića“ nije prazna: sadrži 1 podkategoriju (Rakije) sa ukupno 2 stavke. Prvo obrišite njene podkategorije.');
    const subcategory = await api.delete(`/api/club/subcategories/${categoryId}/${subCategoryId}`, tokens.managerA);
    expect(subcategory.status).toBe(409);
    expect(subcategory.body.message).toBe('Podkategorija „Rakije“ nije prazna: sadrži 2 stavke (Šljivovica, Dunjevača). Prvo obrišite ili premestite stavke.');
    expect(await countEvents(app)).toBe(before);

    for (const itemId of itemIds) expect((await api.delete(`/api/product/${itemId}`, tokens.managerA)).status).toBe(200);
    expect((await api.delete(`/api/club/subcategories/${categoryId}/${subCategoryId}`, tokens.managerA)).status).toBe(200);
    expect((await api.delete(`/api/club/categories/${categoryId}`, tokens.managerA)).status).toBe(200);

    expect((await api.get(`/api/club/categories/${clubA}`)).body.map((c: { _id: string }) => c._id)).not.toContain(categoryId);
    expect((await api.get(`/api/club/subCategories/${clubA}/${categoryId}`)).status).toBe(404);
    expect((await api.delete(`/api/club/categories/${categoryId}`, tokens.managerA)).body).toMatchObject({ statusCode: 404, message: 'Kategorija nije pronađena' });
    expect((await api.delete(`/api/product/${itemIds[0]}`, tokens.managerA)).body).toMatchObject({ statusCode: 404, message: 'Stavka nije pronađena' });
  });

  it("refuses bad input with 400 and the field's Serbian message, storing nothing", async () => {
    const categoryId = await addCategory('Kokteli');
    const subCategoryId = await addSubcategory(categoryId, 'Klasični');
    const otherCategory = await addCategory('Vina');
    const otherSub = await addSubcategory(otherCategory, 'Crvena');
    const itemId = await addItem(categoryId, subCategoryId, 'Negroni', 800);
    const item = (over: Record<string, unknown>) => ({ name: 'Mojito', price: 750, categoryId, subCategoryId, ...over });
    const cases: [string, string, unknown, string, string][] = [
      ['POST', '/api/club/category', { name: '   ' }, 'name', 'Naziv kategorije je obavezno polje'],
      ['POST', '/api/club/category', {}, 'name', 'Naziv kategorije je obavezno polje'],
      ['POST', '/api/club/category', { name: 'x'.repeat(61) }, 'name', 'Naziv kategorije je predugačak'],
      ['PUT', `/api/club/categories/${categoryId}`, { name: '' }, 'name', 'Naziv kategorije je obavezno polje'],
      ['POST', `/api/club/addSubcategory/${categoryId}`, { name: '' }, 'name', 'Naziv podkategorije je obavezno polje'],
      ['POST', `/api/club/addSubcategory/${categoryId}`, { name: 'Ledeni', categoryId: otherCategory }, 'categoryId', 'Kategorija u telu zahteva nije ista kao u putanji'],
      ['PUT', `/api/club/categories/${categoryId}/${subCategoryId}`, { name: 42 }, 'name', 'Naziv podkategorije je obavezno polje'],
      ['POST', '/api/product', item({ name: '' }), 'name', 'Naziv stavke je obavezno polje'],
      ['POST', '/api/product', item({ price: -1 }), 'price', 'Cena ne može biti negativna'],
      ['POST', '/api/product', item({ price: '12.345' }), 'price', 'Cena može imati najviše dve decimale'],
      ['POST', '/api/product', item({ price: 'skupo' }), 'price', 'Cena mora biti broj u dinarima, npr. 350 ili 350,50'],
      ['POST', '/api/product', item({ price: '' }), 'price', 'Cena je obavezno polje'],
      ['POST', '/api/product', item({ price: 5_000_000 }), 'price', 'Cena može biti najviše 1.000.000 RSD'],
      ['POST', '/api/product', item({ categoryId: '' }), 'categoryId', 'Kategorija je obavezno polje'],
      ['POST', '/api/product', item({ subCategoryId: undefined }), 'subCategoryId', 'Podkategorija je obavezno polje'],
      ['POST', '/api/product', item({ categoryId: 'nepostojeca' }), 'categoryId', 'Kategorija nije pronađena'],
      ['POST', '/api/product', item({ subCategoryId: otherSub }), 'subCategoryId', 'Podkategorija ne pripada izabranoj kategoriji'],
      ['PUT', `/api/product/${itemId}`, item({ price: '1,999' }), 'price', 'Cena može imati najviše dve decimale'],
      ['PUT', `/api/product/${itemId}`, item({ subCategoryId: 'nepostojeca' }), 'subCategoryId', 'Podkategorija nije pronađena'],
    ];
    const before = await countEvents(app);
    for (const [method, path, body, field, message] of cases) {
      const response = await api.request(method, path, { body, token: tokens.managerA });
      expect({ path, body, status: response.status, field: response.body.field, message: response.body.message }).toEqual({ path, body, status: 400, field, message });
    }
    const duplicate = await api.post('/api/club/category', { name: 'KOKTELI' }, tokens.managerA);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Kategorija „KOKTELI“ već postoji');
    expect(await countEvents(app)).toBe(before);
    expect((await api.get(`/api/product/all/${clubA}?subCategoryId=${subCategoryId}`)).body.map((i: { name: string }) => i.name)).toEqual(['Negroni']);
  });

  it('keeps every one of many simultaneous adds to one menu', async () => {
    const categoryId = await addCategory('Bezalkoholna pića');
    const subCategoryId = await addSubcategory(categoryId, 'Sokovi');
    const names = Array.from({ length: 20 }, (_, i) => `Sok ${i + 1}`);
    const [items, categories] = await Promise.all([
      Promise.all(names.map((name, i) => api.post('/api/product', { name, price: 200 + i, categoryId, subCategoryId }, tokens.managerA))),
      Promise.all(Array.from({ length: 8 }, (_, i) => api.post(`/api/club/category?clubId=${clubA}`, { name: `Istovremena ${i + 1}` }, i % 2 ? tokens.managerA : tokens.admin))),
    ]);
    expect(items.map((r) => r.status)).toEqual(names.map(() => 201));
    expect(categories.map((r) => r.status)).toEqual(categories.map(() => 201));
    const listed = (await api.get(`/api/product/all/${clubA}?subCategoryId=${subCategoryId}`)).body.map((i: { name: string }) => i.name);
    expect([...listed].sort()).toEqual([...names].sort());
    const categoryNames = (await api.get(`/api/club/categories/${clubA}`)).body.map((c: { name: string }) => c.name);
    for (let i = 1; i <= 8; i++) expect(categoryNames).toContain(`Istovremena ${i}`);
  });

  it('lets an admin add a category to the venue named in the body or query, and asks for one otherwise', async () => {
    const none = await api.post('/api/club/category', { name: 'Hrana' }, tokens.admin);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: 'clubId', message: 'Objekat je obavezan (clubId)' });
    const inBody = await api.post('/api/club/category', { name: 'Hrana', clubId: clubB }, tokens.admin);
    expect(inBody.status).toBe(201);
    expect(inBody.body.clubId).toBe(clubB);
    const inQuery = await api.post(`/api/club/category?clubId=${clubB}`, { name: 'Deserti' }, tokens.admin);
    expect(inQuery.status).toBe(201);
    expect((await api.get(`/api/club/categories/${clubB}`)).body.map((c: { name: string }) => c.name)).toEqual(['Hrana', 'Deserti']);
    // A manager naming another venue is refused, and nothing is stored.
    const before = await countEvents(app);
    expect((await api.post('/api/club/category', { name: 'Tuđa', clubId: clubB }, tokens.managerA)).status).toBe(403);
    expect(await countEvents(app)).toBe(before);
  });

  it("hides the menu of a pending sign-up and of a deleted venue (404), and refuses changes to a deleted venue's menu", async () => {
    const signup = await api.post('/api/auth/register-company', { user: managerBody('meni.cekanje@izlazak.test'), club: clubBody('Meni Na Čekanju') });
    const pendingId = signup.body.clubId;
    expect((await api.get(`/api/club/categories/${pendingId}`)).status).toBe(404);
    expect((await api.get(`/api/product/all/${pendingId}`)).status).toBe(404);
    expect((await api.get(`/api/club/categories/${pendingId}`, tokens.admin)).status).toBe(200);

    const doomed = await createVenue(api, tokens.admin!, 'Klub Za Brisanje');
    const doomedManager = await api.login(doomed.managerEmail, MANAGER_PASSWORD);
    const categoryId = await addCategory('Pivo', doomedManager, doomed.id);
    expect((await api.delete(`/api/club/${doomed.id}`, tokens.admin)).status).toBe(200);
    for (const caller of CALLERS) {
      const statuses = [
        (await api.get(`/api/club/categories/${doomed.id}`, tokens[caller])).status,
        (await api.get(`/api/club/subCategories/${doomed.id}/${categoryId}`, tokens[caller])).status,
        (await api.get(`/api/product/all/${doomed.id}`, tokens[caller])).status,
      ];
      expect({ caller, statuses }).toEqual({ caller, statuses: [404, 404, 404] });
    }
    const rename = await api.put(`/api/club/categories/${categoryId}`, { name: 'Piva' }, tokens.admin);
    expect(rename.body).toMatchObject({ statusCode: 404, message: 'Objekat nije pronađen' });
    expect((await api.get('/api/club/categories/nepostojeci-objekat')).status).toBe(404);
  });

  it('rebuilds the menu read model from the event store to exactly what it was, in the same order', async () => {
    const { pool, projections } = app.running.kernel;
    const snapshot = async () => ({
      categories: (await pool.query('SELECT * FROM menu_categories ORDER BY id')).rows,
      subcategories: (await pool.query('SELECT * FROM menu_subcategories ORDER BY id')).rows,
      items: (await pool.query('SELECT * FROM menu_items ORDER BY id')).rows,
      read: (await api.get(`/api/product/all/${clubA}`)).body,
    });
    const before = await snapshot();
    expect(before.items.length).toBeGreaterThan(20);
    await projections.reset(projections.projectors.find((projector) => projector.name === 'menu')!);
    expect(await readModelsCaughtUp(app)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  describe('who may do what (authorization matrix)', () => {
    interface Case {
      name: string;
      allowed: Caller[];
      /** A fresh target for each caller (a category to delete …), made by the admin outside the count. */
      prepare?: () => Promise<Record<string, string>>;
      call: (token: string | undefined, target: Record<string, string>) => Promise<ApiResponse>;
      success: number;
    }
    const WRITERS: Caller[] = ['admin', 'managerA'];
    const EVERYONE: Caller[] = CALLERS;
    let shared: Record<string, string> = {};

    beforeAll(async () => {
      const categoryId = await addCategory('Matrica');
      const subCategoryId = await addSubcategory(categoryId, 'Matrica pod');
      const itemId = await addItem(categoryId, subCategoryId, 'Matrica stavka', 100);
      shared = { categoryId, subCategoryId, itemId };
    });
    const emptyCategory = async () => ({ categoryId: await addCategory(unique('Prazna'), tokens.admin) });
    const emptySubcategory = async () => ({ subCategoryId: await addSubcategory(shared.categoryId, unique('Prazna pod'), tokens.admin) });
    const freshItem = async () => ({ itemId: await addItem(shared.categoryId, shared.subCategoryId, unique('Za brisanje'), 100, tokens.admin) });

    const cases: Case[] = [
      { name: 'GET /api/club/categories/{clubId}', allowed: EVERYONE, success: 200, call: (token) => api.get(`/api/club/categories/${clubA}`, token) },
      {
        name: 'GET /api/club/subCategories/{clubId}/{categoryId}',
        allowed: EVERYONE,
        success: 200,
        call: (token) => api.get(`/api/club/subCategories/${clubA}/${shared.categoryId}`, token),
      },
      {
        name: 'GET /api/product/all/{clubId}',
        allowed: EVERYONE,
        success: 200,
        call: (token) => api.get(`/api/product/all/${clubA}?subCategoryId=${shared.subCategoryId}`, token),
      },
      { name: 'POST /api/club/category', allowed: WRITERS, success: 201, call: (token) => api.post(`/api/club/category?clubId=${clubA}`, { name: unique('Nova') }, token) },
      {
        name: 'PUT /api/club/categories/{categoryId}',
        allowed: WRITERS,
        success: 200,
        call: (token) => api.put(`/api/club/categories/${shared.categoryId}`, { name: unique('Matrica') }, token),
      },
      {
        name: 'DELETE /api/club/categories/{categoryId}',
        allowed: WRITERS,
        success: 200,
        prepare: emptyCategory,
        call: (token, t) => api.delete(`/api/club/categories/${t.categoryId}`, token),
      },
      {
        name: 'POST /api/club/addSubcategory/{categoryId}',
        allowed: WRITERS,
        success: 201,
        call: (token) => api.post(`/api/club/addSubcategory/${shared.categoryId}`, { name: unique('Nova pod'), categoryId: shared.categoryId }, token),
      },
      {
        name: 'PUT /api/club/categories/{categoryId}/{subCategoryId}',
        allowed: WRITERS,
        success: 200,
        call: (token) => api.put(`/api/club/categories/${shared.categoryId}/${shared.subCategoryId}`, { name: unique('Matrica pod') }, token),
      },
      {
        name: 'DELETE /api/club/subcategories/{categoryId}/{subCategoryId}',
        allowed: WRITERS,
        success: 200,
        prepare: emptySubcategory,
        call: (token, t) => api.delete(`/api/club/subcategories/${shared.categoryId}/${t.subCategoryId}`, token),
      },
      {
        name: 'POST /api/product',
        allowed: WRITERS,
        success: 201,
        call: (token) => api.post('/api/product', { name: unique('Nova stavka'), price: 150, categoryId: shared.categoryId, subCategoryId: shared.subCategoryId }, token),
      },
      {
        name: 'PUT /api/product/{id}',
        allowed: WRITERS,
        success: 200,
        call: (token) =>
          api.put(`/api/product/${shared.itemId}`, { name: unique('Matrica stavka'), price: 120, categoryId: shared.categoryId, subCategoryId: shared.subCategoryId }, token),
      },
      { name: 'DELETE /api/product/{id}', allowed: WRITERS, success: 200, prepare: freshItem, call: (token, t) => api.delete(`/api/product/${t.itemId}`, token) },
    ];

    for (const testCase of cases) {
      it(`${testCase.name}: ${testCase.allowed.length === CALLERS.length ? 'everyone' : `${testCase.allowed.join(', ')} only`}`, async () => {
        const outcomes: Record<string, unknown> = {};
        const expected: Record<string, unknown> = {};
        for (const caller of CALLERS) {
          const target = testCase.prepare ? await testCase.prepare() : {};
          const before = await countEvents(app);
          const response = await testCase.call(tokens[caller], target);
          const after = await countEvents(app);
          const allowed = testCase.allowed.includes(caller);
          outcomes[caller] = { status: response.status, changed: allowed ? undefined : after !== before };
          expected[caller] = { status: allowed ? testCase.success : caller === 'anonymous' ? 401 : 403, changed: allowed ? undefined : false };
        }
        expect(outcomes).toEqual(expected);
      });
    }
  });
});
