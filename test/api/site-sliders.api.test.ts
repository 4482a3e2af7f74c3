import { appPerSuite } from '../support/app';
import { MANAGER_PASSWORD, countEvents, createVenue, pngImage, sendForm } from './venues-fixtures';

describe('Site API: the home page slider (Podešavanja → Slider for admins)', () => {
  const app = appPerSuite();
  const { api } = app;

  it('starts empty, then shows the slots the admin filled, image1 first', async () => {
    expect((await api.get('/api/site/sliderImages')).body).toEqual([]);

    const saved = await sendForm(
      app.baseUrl,
      'PUT',
      '/api/site/sliders',
      {},
      [
        { field: 'image3', content: await pngImage(1200, 500, '#224488'), filename: 'treca.jpg' },
        { field: 'image1', content: await pngImage(1200, 500, '#884422'), filename: 'prva.jpg' },
      ],
      app.adminToken,
    );
    expect(saved.status).toBe(200);

    const slides = await api.get('/api/site/sliderImages');
    expect(slides.status).toBe(200);
    expect(slides.body).toEqual([
      { name: 'image1', link: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/), smallLink: expect.stringMatching(/-sm\.webp$/) },
      { name: 'image3', link: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/), smallLink: expect.stringMatching(/-sm\.webp$/) },
    ]);
    expect(saved.body).toEqual(slides.body);
    const served = await fetch(`${app.baseUrl}${slides.body[0].link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('changes only the slots that got a file', async () => {
    const before = (await api.get('/api/site/sliderImages')).body;
    const form = new FormData();
    form.append('sliderImages[0][originalname]', 'nova.png');
    form.append('sliderImages[0][index]', '2');
    form.append('sliderImages[0][name]', 'image3');
    form.append('files', new Blob([new Uint8Array(await pngImage(900, 400, '#009988'))], { type: 'image/png' }), 'nova.png');
    const response = await fetch(`${app.baseUrl}/api/site/sliders`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${app.adminToken}` } });
    expect(response.status).toBe(200);
    const after = (await api.get('/api/site/sliderImages')).body;
    expect(after[0]).toEqual(before[0]);
    expect(after[1].name).toBe('image3');
    expect(after[1].link).not.toBe(before[1].link);
  });

  it('is for admins only: a manager saves to their venue, not to the site', async () => {
    const venue = await createVenue(api, app.adminToken, 'Klub Slajder');
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const before = await countEvents(app);
    const slides = (await api.get('/api/site/sliderImages')).body;
    const file = [{ field: 'image2', content: await pngImage(), filename: 'x.png' }];

    expect((await sendForm(app.baseUrl, 'PUT', '/api/site/sliders', {}, file)).status).toBe(401);
    const byManager = await sendForm(app.baseUrl, 'PUT', '/api/site/sliders', {}, file, managerToken);
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toBe('Nemate dozvolu za ovu akciju');
    expect(await countEvents(app)).toBe(before);
    expect((await api.get('/api/site/sliderImages')).body).toEqual(slides);
  });

  it('refuses a file that is not an image', async () => {
    const response = await sendForm(
      app.baseUrl,
      'PUT',
      '/api/site/sliders',
      {},
      [{ field: 'image4', content: Buffer.from('%PDF-1.4 nije slika'), filename: 'slajd.png' }],
      app.adminToken,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Datoteka nije ispravna slika', field: 'image4' });
  });

  describe('the page as served opens on its hero picture, before any script runs', () => {
    /** The picture the served page shows first and asks for early, once, or null when it opens on none. */
    const openingPicture = async (path: string) => {
      const html = await (await fetch(`${app.baseUrl}${path}`)).text();
      const shown = /<img src="([^"]+)" alt="" fetchPriority="high"/.exec(html)?.[1] ?? null;
      const asked = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]);
      return { shown, asked };
    };

    it("the home page: the slider's first slide; other public pages: none", async () => {
      const slides = (await api.get('/api/site/sliderImages')).body;
      expect(await openingPicture('/')).toEqual({ shown: slides[0].link, asked: [slides[0].link] });
      expect(await openingPicture('/clubs')).toEqual({ shown: null, asked: [] });
      expect(await openingPicture('/events')).toEqual({ shown: null, asked: [] });
    });

    it("a venue's home: its first slide (not on its subpages)", async () => {
      const venue = await createVenue(api, app.adminToken, 'Klub Naslovna');
      const saved = await sendForm(
        app.baseUrl,
        'PUT',
        `/api/club/sliders/${venue.id}`,
        {},
        [{ field: 'image2', content: await pngImage(1200, 500, '#aa3366'), filename: 'druga.png' }],
        app.adminToken,
      );
      expect(saved.status).toBe(200);
      const shown = (await api.get(`/api/club/${venue.id}`)).body;
      const hero = shown.sliderImages[0].link;
      expect(await openingPicture(`/club/${venue.id}`)).toEqual({ shown: hero, asked: [hero] });
      expect((await openingPicture(`/club/${venue.id}/events`)).asked).not.toContain(hero);
    });
  });
});
