import sharp from 'sharp';
import { appPerSuite } from '../support/app';
import { venueWithManager } from '../support/venues';
import { countEvents, pngImage, sendForm } from './venues-fixtures';

describe('Venues API: logo, light logo, thumbnail, map and the venue slider', () => {
  const app = appPerSuite();
  const { api } = app;
  let clubId: string;
  let managerToken: string;

  beforeAll(async () => {
    ({ clubId, managerToken } = await venueWithManager(api, app.adminToken, 'Klub Slika'));
  });

  async function fetchImage(url: string) {
    const response = await fetch(`${app.baseUrl}${url}`);
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  it('stores an uploaded logo re-encoded under a generated name and serves it with long cache headers', async () => {
    const upload = await sendForm(
      app.baseUrl,
      'PUT',
      `/api/club/addClubImage/${clubId}`,
      { imageName: 'logo', clubId },
      [{ field: 'image', content: await pngImage(1600, 900), filename: '../../etc/moj logo.png' }],
      managerToken,
    );
    expect(upload.status).toBe(200);
    expect(upload.body.clubLogo).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(upload.body.clubLogo).not.toContain('logo');
    expect(upload.body.smallImages.clubLogo).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}-sm\.webp$/);

    const page = await api.get(`/api/club/${clubId}`);
    expect(page.body.clubLogo).toBe(upload.body.clubLogo);
    expect(page.body.lightLogo).toBeNull();

    const image = await fetchImage(upload.body.clubLogo);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const metadata = await sharp(image.body).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBeLessThanOrEqual(512);
    const small = await sharp((await fetchImage(upload.body.smallImages.clubLogo)).body).metadata();
    expect(small.width).toBeLessThanOrEqual(400);
  });

  it('fills each slot of the image panel: light logo, thumbnail (the card image) and map', async () => {
    for (const [imageName, field] of [
      ['lightLogo', 'lightLogo'],
      ['thumbnail', 'profileImage'],
      ['mapClub', 'clubMap'],
    ] as const) {
      const upload = await sendForm(
        app.baseUrl,
        'PUT',
        `/api/club/addClubImage/${clubId}`,
        { imageName },
        [{ field: 'image', content: await pngImage(300, 200, '#3366cc'), filename: 'slika.png' }],
        managerToken,
      );
      expect({ imageName, status: upload.status }).toEqual({ imageName, status: 200 });
      expect(upload.body[field]).toMatch(/^\/api\/uploads\//);
    }
    const listed = await api.get(`/api/club?clubId=${clubId}`);
    expect(listed.body.data[0].profileImage).toMatch(/^\/api\/uploads\//);
  });

  it('refuses a file that is not an image, whatever its name and type say, and keeps the old logo', async () => {
    const before = (await api.get(`/api/club/${clubId}`)).body.clubLogo;
    const events = await countEvents(app);
    const fake = await sendForm(
      app.baseUrl,
      'PUT',
      `/api/club/addClubImage/${clubId}`,
      { imageName: 'logo' },
      [{ field: 'image', content: Buffer.from('<?php echo "nije slika"; ?>'), filename: 'logo.png', type: 'image/png' }],
      managerToken,
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ statusCode: 400, message: 'Datoteka nije ispravna slika', field: 'image' });

    const truncated = (await pngImage(400, 400)).subarray(0, 200);
    const broken = await sendForm(
      app.baseUrl,
      'PUT',
      `/api/club/addClubImage/${clubId}`,
      { imageName: 'logo' },
      [{ field: 'image', content: truncated, filename: 'logo.png' }],
      managerToken,
    );
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Datoteka nije ispravna slika');

    expect((await api.get(`/api/club/${clubId}`)).body.clubLogo).toBe(before);
    expect(await countEvents(app)).toBe(events);
  });

  it('refuses an image over the size limit with 413 and a Serbian message', async () => {
    const huge = Buffer.alloc(9 * 1024 * 1024, 1);
    const response = await sendForm(
      app.baseUrl,
      'PUT',
      `/api/club/addClubImage/${clubId}`,
      { imageName: 'logo' },
      [{ field: 'image', content: huge, filename: 'veliki.png' }],
      managerToken,
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Slika je prevelika (najviše 8 MB)' });
  });

  it('asks for the image and for a known slot name', async () => {
    const noImage = await sendForm(app.baseUrl, 'PUT', `/api/club/addClubImage/${clubId}`, { imageName: 'logo' }, [], managerToken);
    expect(noImage.status).toBe(400);
    expect(noImage.body).toMatchObject({ field: 'image', message: 'Slika je obavezna' });

    const badSlot = await sendForm(
      app.baseUrl,
      'PUT',
      `/api/club/addClubImage/${clubId}`,
      { imageName: 'pozadina' },
      [{ field: 'image', content: await pngImage(), filename: 'a.png' }],
      managerToken,
    );
    expect(badSlot.status).toBe(400);
    expect(badSlot.body).toMatchObject({ field: 'imageName', message: 'Naziv slike mora biti logo, lightLogo, thumbnail ili mapClub' });

    const wrongField = await sendForm(
      app.baseUrl,
      'PUT',
      `/api/club/addClubImage/${clubId}`,
      { imageName: 'logo' },
      [{ field: 'slika', content: await pngImage(), filename: 'a.png' }],
      managerToken,
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Neočekivana datoteka u zahtevu');
  });

  describe('the venue slider (six slots, only chosen files change)', () => {
    it('fills the slots named by the file fields image1…image6', async () => {
      const response = await sendForm(
        app.baseUrl,
        'PUT',
        `/api/club/sliders/${clubId}`,
        {},
        [
          { field: 'image5', content: await pngImage(800, 400, '#00aa00'), filename: 'peta.png' },
          { field: 'image2', content: await pngImage(800, 400, '#0000aa'), filename: 'druga.png' },
        ],
        managerToken,
      );
      expect(response.status).toBe(200);
      expect(response.body.map((slide: { name: string }) => slide.name)).toEqual(['image2', 'image5']);
      for (const slide of response.body) expect(slide.link).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
    });

    it('pairs files with sliderImages[] metadata and leaves the other slots as they were', async () => {
      const before = (await api.get(`/api/club/${clubId}`)).body.sliderImages;
      const image5 = before.find((slide: { name: string }) => slide.name === 'image5').link;
      const image2 = before.find((slide: { name: string }) => slide.name === 'image2').link;

      const form = new FormData();
      form.append('sliderImages[]', JSON.stringify({ originalname: 'nova-druga.png', index: 1, name: 'image2' }));
      form.append('sliderImages[]', JSON.stringify({ originalname: 'sesta.png', index: 5 }));
      form.append('files', new Blob([new Uint8Array(await pngImage(640, 320, '#aa0000'))], { type: 'image/png' }), 'sesta.png');
      form.append('files', new Blob([new Uint8Array(await pngImage(640, 320, '#aaaa00'))], { type: 'image/png' }), 'nova-druga.png');
      const response = await fetch(`${app.baseUrl}/api/club/sliders/${clubId}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${managerToken}` } });
      expect(response.status).toBe(200);
      const slides = (await response.json()) as { name: string; link: string }[];
      expect(slides.map((slide) => slide.name)).toEqual(['image2', 'image5', 'image6']);
      expect(slides.find((slide) => slide.name === 'image5')!.link).toBe(image5);
      expect(slides.find((slide) => slide.name === 'image2')!.link).not.toBe(image2);
      expect((await api.get(`/api/club/${clubId}`)).body.sliderImages).toEqual(slides);
    });

    it("uses the manager's own venue when the path has no id, and refuses uploads without a slot or a file", async () => {
      const own = await sendForm(app.baseUrl, 'PUT', '/api/club/sliders', {}, [{ field: 'image1', content: await pngImage(), filename: 'prva.png' }], managerToken);
      expect(own.status).toBe(200);
      expect(own.body.map((slide: { name: string }) => slide.name)).toEqual(['image1', 'image2', 'image5', 'image6']);

      const events = await countEvents(app);
      const nothing = await sendForm(app.baseUrl, 'PUT', `/api/club/sliders/${clubId}`, { 'sliderImages[0][name]': 'image3' }, [], managerToken);
      expect(nothing.status).toBe(400);
      expect(nothing.body.message).toBe('Nije izabrana nijedna slika');

      const noSlot = await sendForm(
        app.baseUrl,
        'PUT',
        `/api/club/sliders/${clubId}`,
        {},
        [{ field: 'files', content: await pngImage(), filename: 'bez-slota.png' }],
        managerToken,
      );
      expect(noSlot.status).toBe(400);
      expect(noSlot.body.message).toBe('Za sliku "bez-slota.png" nije naveden slot (image1 do image6)');

      const notAnImage = await sendForm(
        app.baseUrl,
        'PUT',
        `/api/club/sliders/${clubId}`,
        {},
        [
          { field: 'image3', content: await pngImage(), filename: 'ok.png' },
          { field: 'image4', content: Buffer.from('GIF89a nije'), filename: 'lazna.gif', type: 'image/gif' },
        ],
        managerToken,
      );
      expect(notAnImage.status).toBe(400);
      expect(notAnImage.body).toMatchObject({ message: 'Datoteka nije ispravna slika', field: 'image4' });
      expect(await countEvents(app)).toBe(events);
      expect((await api.get(`/api/club/${clubId}`)).body.sliderImages.map((slide: { name: string }) => slide.name)).toEqual(['image1', 'image2', 'image5', 'image6']);
    });
  });
});
