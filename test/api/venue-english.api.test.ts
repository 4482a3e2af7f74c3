import { appPerSuite } from '../support/app';
import { MANAGER_PASSWORD, bracketFields, clubBody, createVenue, registerAccount, sendForm } from './venues-fixtures';

/**
 * Venue content in English (docs/i18n.md): a venue's `descriptionEn`, its events' `titleEn` and
 * `descriptionEn`, its menu items' `nameEn`. Set by the edits the dashboard already makes, read back
 * by everyone, cleared by '' or null, kept when left out; refused, naming the field, when too long
 * or not text; only the venue's manager (or an admin) sets them.
 */
describe('Venue content in English (API)', () => {
  const app = appPerSuite();
  const { api } = app;
  let clubA: string;
  let managerA: string;
  let managerB: string;
  let staffA: string;

  beforeAll(async () => {
    const a = await createVenue(api, app.adminToken, 'Klub Engleski');
    const b = await createVenue(api, app.adminToken, 'Klub Drugi');
    clubA = a.id;
    managerA = await api.login(a.managerEmail, MANAGER_PASSWORD);
    managerB = await api.login(b.managerEmail, MANAGER_PASSWORD);
    const staff = await registerAccount(app, 'staff', 'osoblje.engleski@izlazak.test', clubA);
    staffA = await api.login(staff.email, staff.password);
  });

  describe("the venue's description", () => {
    const save = (fields: Record<string, unknown>, token = managerA) => api.put(`/api/club/${clubA}`, clubBody('Klub Engleski', fields), token);

    it('is none for a venue that never wrote one', async () => {
      const venue = await api.get(`/api/club/${clubA}`);
      expect(venue.status).toBe(200);
      expect(venue.body.descriptionEn).toBeNull();
    });

    it('is set, read back by anyone, kept when the form leaves it out, and cleared by an empty text or null', async () => {
      const set = await save({ descriptionEn: '  A cellar club: house until dawn.  ' });
      expect(set.status).toBe(200);
      expect(set.body.descriptionEn).toBe('A cellar club: house until dawn.');
      expect((await api.get(`/api/club/${clubA}`)).body).toMatchObject({ descriptionEn: 'A cellar club: house until dawn.', description: 'Klub Engleski: muzika do jutra' });
      const listed = (await api.get('/api/club?size=100')).body.data.find((venue: { _id: string }) => venue._id === clubA);
      expect(listed.descriptionEn).toBe('A cellar club: house until dawn.');

      const kept = await save({ description: 'Novi opis na srpskom' });
      expect(kept.body).toMatchObject({ description: 'Novi opis na srpskom', descriptionEn: 'A cellar club: house until dawn.' });

      expect((await save({ descriptionEn: '' })).body.descriptionEn).toBeNull();
      expect((await api.get(`/api/club/${clubA}`)).body.descriptionEn).toBeNull();
      await save({ descriptionEn: 'Again' });
      expect((await save({ descriptionEn: null })).body.descriptionEn).toBeNull();
    });

    it('takes as much as the Serbian one (5000 characters); more, or what is not text, is a 400 naming the field', async () => {
      expect((await save({ descriptionEn: 'a'.repeat(5000) })).status).toBe(200);
      const tooLong = await save({ descriptionEn: 'a'.repeat(5001) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({ field: 'descriptionEn', message: 'Opis na engleskom je predugačak' });
      const notText = await save({ descriptionEn: { en: 'A club' } });
      expect(notText.status).toBe(400);
      expect(notText.body).toMatchObject({ field: 'descriptionEn', message: 'Opis na engleskom je predugačak' });
      // An English caller reads the refusal in English, on the same field.
      const inEnglish = await api.request('PUT', `/api/club/${clubA}`, {
        body: clubBody('Klub Engleski', { descriptionEn: 'a'.repeat(5001) }),
        token: managerA,
        headers: { 'accept-language': 'en' },
      });
      expect(inEnglish.body).toMatchObject({ field: 'descriptionEn', message: 'The English description is too long' });
      expect((await api.get(`/api/club/${clubA}`)).body.descriptionEn).toBe('a'.repeat(5000));
    });

    it("is not the staff's nor another venue's manager's to set: 403, nothing changes", async () => {
      await save({ descriptionEn: 'Ours' });
      expect((await save({ descriptionEn: 'Staff was here' }, staffA)).status).toBe(403);
      expect((await save({ descriptionEn: 'Rival was here' }, managerB)).status).toBe(403);
      expect((await api.get(`/api/club/${clubA}`)).body.descriptionEn).toBe('Ours');
      // The admin may.
      expect((await save({ descriptionEn: 'Set by the admin' }, app.adminToken)).body.descriptionEn).toBe('Set by the admin');
    });
  });

  describe("an event's title and description", () => {
    const form = (overrides: Record<string, unknown> = {}) =>
      bracketFields({
        title: 'Petak do zore',
        description: 'House i techno do jutra',
        dateOfEvent: '30.10.2030',
        startTime: '23:00',
        endTime: '05:00',
        type: 'Žurka',
        ticketPrice: '1000',
        priority: '0',
        ...overrides,
      });
    let eventId: string;

    it('are set with the form (multipart), read back by anyone and in the lists; none when not written', async () => {
      const plain = await sendForm(app.baseUrl, 'POST', '/api/event', form({ title: 'Samo srpski' }), [], managerA);
      expect(plain.status).toBe(201);
      expect(plain.body).toMatchObject({ titleEn: null, descriptionEn: null });

      const published = await sendForm(app.baseUrl, 'POST', '/api/event', form({ titleEn: 'Friday till dawn', descriptionEn: 'House and techno until morning' }), [], managerA);
      expect(published.status).toBe(201);
      eventId = published.body._id;
      expect(published.body).toMatchObject({ title: 'Petak do zore', titleEn: 'Friday till dawn', descriptionEn: 'House and techno until morning' });
      expect((await api.get(`/api/event/${eventId}`)).body).toMatchObject({ titleEn: 'Friday till dawn', descriptionEn: 'House and techno until morning' });
      const listed = (await api.get(`/api/event?clubId=${clubA}&size=100`)).body.data.find((event: { _id: string }) => event._id === eventId);
      expect(listed).toMatchObject({ titleEn: 'Friday till dawn', descriptionEn: 'House and techno until morning' });
    });

    it('are kept by an edit that leaves them out, and each cleared on its own by an empty text', async () => {
      const kept = await sendForm(app.baseUrl, 'PUT', `/api/event/${eventId}`, form({ ticketPrice: '1200' }), [], managerA);
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ ticketPrice: '1200', titleEn: 'Friday till dawn', descriptionEn: 'House and techno until morning' });

      const cleared = await sendForm(app.baseUrl, 'PUT', `/api/event/${eventId}`, form({ descriptionEn: '' }), [], managerA);
      expect(cleared.body).toMatchObject({ titleEn: 'Friday till dawn', descriptionEn: null, description: 'House i techno do jutra' });
      const json = await api.put(`/api/event/${eventId}`, { ...form(), titleEn: null }, managerA);
      expect(json.status).toBe(200);
      expect(json.body).toMatchObject({ titleEn: null, descriptionEn: null, title: 'Petak do zore' });
    });

    it('take what the Serbian ones do (150 and 5000 characters); more is a 400 naming the field', async () => {
      const title = await sendForm(app.baseUrl, 'PUT', `/api/event/${eventId}`, form({ titleEn: 'x'.repeat(151) }), [], managerA);
      expect(title.status).toBe(400);
      expect(title.body).toMatchObject({ field: 'titleEn', message: 'Naziv događaja na engleskom je predugačak' });
      const description = await api.post('/api/event', { ...form(), descriptionEn: 'x'.repeat(5001) }, managerA);
      expect(description.status).toBe(400);
      expect(description.body).toMatchObject({ field: 'descriptionEn', message: 'Opis događaja na engleskom je predugačak' });
      const notText = await api.put(`/api/event/${eventId}`, { ...form(), titleEn: ['Friday'] }, managerA);
      expect(notText.status).toBe(400);
      expect(notText.body.field).toBe('titleEn');
      const fits = await api.put(`/api/event/${eventId}`, { ...form(), titleEn: 'x'.repeat(150) }, managerA);
      expect(fits.body.titleEn).toBe('x'.repeat(150));
    });

    it("are not the staff's nor another venue's manager's to set: 403", async () => {
      expect((await sendForm(app.baseUrl, 'PUT', `/api/event/${eventId}`, form({ titleEn: 'Staff' }), [], staffA)).status).toBe(403);
      expect((await sendForm(app.baseUrl, 'PUT', `/api/event/${eventId}`, form({ titleEn: 'Rival' }), [], managerB)).status).toBe(403);
      expect((await api.get(`/api/event/${eventId}`)).body.titleEn).toBe('x'.repeat(150));
    });
  });

  describe("a menu item's name", () => {
    let categoryId: string;
    let subCategoryId: string;
    let itemId: string;
    const item = (fields: Record<string, unknown> = {}) => ({ name: 'Dunja Sour', price: 870, categoryId, subCategoryId, ...fields });
    const menu = async () => (await api.get(`/api/product/all/${clubA}`)).body as { _id: string; nameEn: string | null }[];

    beforeAll(async () => {
      categoryId = (await api.post('/api/club/category', { name: 'Kokteli' }, managerA)).body._id;
      subCategoryId = (await api.post(`/api/club/addSubcategory/${categoryId}`, { name: 'Signature', categoryId }, managerA)).body._id;
    });

    it('is set, read back by anyone, kept by an edit that leaves it out and cleared by an empty text', async () => {
      const plain = await api.post('/api/product', item({ name: 'Negroni' }), managerA);
      expect(plain.status).toBe(201);
      expect(plain.body.nameEn).toBeNull();

      const added = await api.post('/api/product', item({ nameEn: 'Quince Sour' }), managerA);
      expect(added.status).toBe(201);
      itemId = added.body._id;
      expect(added.body).toMatchObject({ name: 'Dunja Sour', nameEn: 'Quince Sour' });
      expect((await menu()).find((entry) => entry._id === itemId)?.nameEn).toBe('Quince Sour');

      const kept = await api.put(`/api/product/${itemId}`, item({ price: 900 }), managerA);
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ price: 900, nameEn: 'Quince Sour' });
      const renamed = await api.put(`/api/product/${itemId}`, item({ price: 900, nameEn: 'Quince sour' }), managerA);
      expect(renamed.body.nameEn).toBe('Quince sour');
      const cleared = await api.put(`/api/product/${itemId}`, item({ price: 900, nameEn: '' }), managerA);
      expect(cleared.body.nameEn).toBeNull();
      expect((await menu()).find((entry) => entry._id === itemId)?.nameEn).toBeNull();
    });

    it("takes what the Serbian name does (100 characters); more is a 400 naming the field; not the staff's nor another venue's to set", async () => {
      const tooLong = await api.put(`/api/product/${itemId}`, item({ nameEn: 'q'.repeat(101) }), managerA);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({ field: 'nameEn', message: 'Naziv stavke na engleskom je predugačak' });
      const notText = await api.put(`/api/product/${itemId}`, item({ nameEn: { name: 'Quince' } }), managerA);
      expect(notText.status).toBe(400);
      expect(notText.body.field).toBe('nameEn');
      expect((await api.put(`/api/product/${itemId}`, item({ nameEn: 'Staff' }), staffA)).status).toBe(403);
      expect((await api.put(`/api/product/${itemId}`, item({ nameEn: 'Rival' }), managerB)).status).toBe(403);
      expect((await menu()).find((entry) => entry._id === itemId)?.nameEn).toBeNull();
    });
  });

  describe("a menu category's and subcategory's name", () => {
    let categoryId: string;
    let subCategoryId: string;
    type Place = { _id: string; name: string; nameEn: string | null; subcategories: Place[] };
    const categories = async () => (await api.get(`/api/club/categories/${clubA}`)).body as Place[];
    const category = async () => (await categories()).find((entry) => entry._id === categoryId);
    const subcategory = async () => (await category())?.subcategories.find((entry) => entry._id === subCategoryId);
    const renameCategory = (body: Record<string, unknown>, token = managerA) => api.put(`/api/club/categories/${categoryId}`, body, token);
    const renameSubcategory = (body: Record<string, unknown>, token = managerA) => api.put(`/api/club/categories/${categoryId}/${subCategoryId}`, { categoryId, ...body }, token);

    it('are none when not written, set, read back by anyone, kept by an edit that leaves them out and cleared by an empty text or null', async () => {
      const plain = await api.post('/api/club/category', { name: 'Pivo' }, managerA);
      expect(plain.status).toBe(201);
      expect(plain.body.nameEn).toBeNull();
      const plainSub = await api.post(`/api/club/addSubcategory/${plain.body._id}`, { name: 'Točeno', categoryId: plain.body._id }, managerA);
      expect(plainSub.status).toBe(201);
      expect(plainSub.body.nameEn).toBeNull();

      const added = await api.post('/api/club/category', { name: 'Žestoka pića', nameEn: 'Spirits' }, managerA);
      expect(added.status).toBe(201);
      categoryId = added.body._id;
      expect(added.body).toMatchObject({ name: 'Žestoka pića', nameEn: 'Spirits' });
      const addedSub = await api.post(`/api/club/addSubcategory/${categoryId}`, { name: 'Viski', nameEn: 'Whisky', categoryId }, managerA);
      expect(addedSub.status).toBe(201);
      subCategoryId = addedSub.body._id;
      expect(addedSub.body).toMatchObject({ name: 'Viski', nameEn: 'Whisky' });
      expect(await category()).toMatchObject({ nameEn: 'Spirits' });
      expect(await subcategory()).toMatchObject({ nameEn: 'Whisky' });
      const listed = (await api.get(`/api/club/subCategories/${clubA}/${categoryId}`)).body as Place[];
      expect(listed.find((entry) => entry._id === subCategoryId)?.nameEn).toBe('Whisky');

      const kept = await renameCategory({ name: 'Žestina' });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ name: 'Žestina', nameEn: 'Spirits' });
      const keptSub = await renameSubcategory({ name: 'Viskiji' });
      expect(keptSub.status).toBe(200);
      expect(keptSub.body).toMatchObject({ name: 'Viskiji', nameEn: 'Whisky' });

      expect((await renameCategory({ name: 'Žestina', nameEn: 'Hard drinks' })).body.nameEn).toBe('Hard drinks');
      expect((await renameSubcategory({ name: 'Viskiji', nameEn: 'Whiskies' })).body.nameEn).toBe('Whiskies');
      expect(await category()).toMatchObject({ name: 'Žestina', nameEn: 'Hard drinks' });

      const cleared = await renameCategory({ name: 'Žestina', nameEn: '' });
      expect(cleared.body.nameEn).toBeNull();
      const clearedSub = await renameSubcategory({ name: 'Viskiji', nameEn: null });
      expect(clearedSub.body.nameEn).toBeNull();
      expect((await category())?.nameEn).toBeNull();
      expect((await subcategory())?.nameEn).toBeNull();
    });

    it("take what the Serbian names do (60 characters); more, or what is not text, is a 400 naming the field; not the staff's nor another venue's to set", async () => {
      expect((await renameCategory({ name: 'Žestina', nameEn: 'c'.repeat(60) })).status).toBe(200);
      const tooLong = await renameCategory({ name: 'Žestina', nameEn: 'c'.repeat(61) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({ field: 'nameEn', message: 'Naziv kategorije na engleskom je predugačak' });
      const tooLongSub = await renameSubcategory({ name: 'Viskiji', nameEn: 's'.repeat(61) });
      expect(tooLongSub.status).toBe(400);
      expect(tooLongSub.body).toMatchObject({ field: 'nameEn', message: 'Naziv podkategorije na engleskom je predugačak' });
      const addedTooLong = await api.post('/api/club/category', { name: 'Vina', nameEn: 'w'.repeat(61) }, managerA);
      expect(addedTooLong.status).toBe(400);
      expect(addedTooLong.body.field).toBe('nameEn');
      const notText = await renameCategory({ name: 'Žestina', nameEn: { name: 'Spirits' } });
      expect(notText.status).toBe(400);
      expect(notText.body.field).toBe('nameEn');
      const notTextSub = await renameSubcategory({ name: 'Viskiji', nameEn: ['Whisky'] });
      expect(notTextSub.status).toBe(400);
      expect(notTextSub.body.field).toBe('nameEn');

      expect((await renameCategory({ name: 'Žestina', nameEn: 'Staff' }, staffA)).status).toBe(403);
      expect((await renameCategory({ name: 'Žestina', nameEn: 'Rival' }, managerB)).status).toBe(403);
      expect((await renameSubcategory({ name: 'Viskiji', nameEn: 'Staff' }, staffA)).status).toBe(403);
      expect((await renameSubcategory({ name: 'Viskiji', nameEn: 'Rival' }, managerB)).status).toBe(403);
      expect((await api.post(`/api/club/addSubcategory/${categoryId}`, { name: 'Rum', nameEn: 'Rum', categoryId }, managerB)).status).toBe(403);
      expect((await category())?.nameEn).toBe('c'.repeat(60));
      expect((await subcategory())?.nameEn).toBeNull();
    });
  });
});
