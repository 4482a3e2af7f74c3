import { DomainError } from '#platform/commands/domain-errors';
import { nestedFormBody } from './form-body';
import { sliderUploads } from './slider-uploads';

const file = (fieldname: string, originalname = `${fieldname}.png`) => ({ fieldname, originalname, buffer: Buffer.from(originalname) });
const slotsOf = (uploads: { slot: string; file: Buffer }[]) => uploads.map((u) => `${u.slot}:${u.file.toString()}`);

describe('multipart forms', () => {
  it('nests bracket keys, parses top-level JSON text and keeps nested text as text', () => {
    expect(
      nestedFormBody({
        'user[firstName]': 'Ana',
        'club[socialMedia][0][name]': 'Instagram',
        'club[socialMedia][0][link]': 'https://instagram.com/a',
        'club[description]': '[1,2]',
        extra: '{"a":1}',
      }),
    ).toEqual({
      user: { firstName: 'Ana' },
      club: { socialMedia: [{ name: 'Instagram', link: 'https://instagram.com/a' }], description: '[1,2]' },
      extra: { a: 1 },
    });
  });

  it('drops keys that would reach a prototype', () => {
    const nested = nestedFormBody({ '__proto__[x]': '1', 'club[constructor][prototype][y]': '2', 'club[name]': 'A' }) as Record<string, unknown>;
    expect(nested).toEqual({ club: { name: 'A' } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('slider uploads', () => {
  it('takes the slot from a file field named image1…image6', () => {
    expect(slotsOf(sliderUploads({}, [file('image4'), file('image2')]))).toEqual(['image2:image2.png', 'image4:image4.png']);
  });

  it('pairs listed files with metadata by original name, else by position; index counts from 0', () => {
    const body = { sliderImages: [JSON.stringify({ originalname: 'b.png', name: 'image3' }), { originalname: 'a.png', index: '0' }] };
    expect(slotsOf(sliderUploads(body, [file('files', 'a.png'), file('files', 'b.png')]))).toEqual(['image1:a.png', 'image3:b.png']);
    expect(slotsOf(sliderUploads({ sliderImages: [{ index: 4 }] }, [file('files', 'x.png')]))).toEqual(['image5:x.png']);
  });

  it('pairs sliderImages[i][file] with metadata entry i', () => {
    const body = { sliderImages: [{ name: 'image6' }] };
    expect(slotsOf(sliderUploads(body, [file('sliderImages[0][file]', 'z.png')]))).toEqual(['image6:z.png']);
  });

  it('refuses no files, a file without a slot, a slot given twice and a stray field', () => {
    const messageOf = (run: () => unknown) => {
      try {
        run();
        return null;
      } catch (error) {
        return error instanceof DomainError ? error.message : error;
      }
    };
    expect(messageOf(() => sliderUploads({ sliderImages: [{ name: 'image1' }] }, []))).toBe('Nije izabrana nijedna slika');
    expect(messageOf(() => sliderUploads({}, [file('files', 'q.png')]))).toBe('Za sliku "q.png" nije naveden slot (image1 do image6)');
    expect(messageOf(() => sliderUploads({ sliderImages: [{ name: 'image1' }] }, [file('image1'), file('files', 'x.png')]))).toBe('Slot image1 je naveden dva puta');
    expect(messageOf(() => sliderUploads({}, [file('avatar')]))).toBe('Neočekivana datoteka: avatar');
  });
});
