import { SLIDER_SLOTS, isSliderSlot, said, type SliderSlot } from '@izlazak/contracts';
import { badRequest } from '#platform/commands/domain-errors';
import { nestedFormBody } from './form-body';

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}

export interface SliderUpload {
  slot: SliderSlot;
  file: Buffer;
}

interface SliderMetadata {
  name?: unknown;
  index?: unknown;
  originalname?: unknown;
}

/** The slider forms' multipart body, as the OpenAPI document describes it. */
export const SLIDER_FORM_SCHEMA = {
  type: 'object',
  properties: {
    ...Object.fromEntries(SLIDER_SLOTS.map((slot) => [slot, { type: 'string', format: 'binary', description: `nova slika za mesto ${slot}` }])),
    files: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'slike opisane u sliderImages' },
    sliderImages: {
      type: 'array',
      items: { type: 'object', properties: { originalname: { type: 'string' }, index: { type: 'integer' }, name: { type: 'string', enum: [...SLIDER_SLOTS] } } },
    },
  },
};

const LISTED_FILE_FIELDS = new Set(['files', 'files[]', 'sliderImages', 'sliderImages[]', 'images', 'images[]', 'image', 'file']);

/**
 * Which slot each uploaded slider file is for. Two shapes are understood:
 * - a file field named after its slot: `image1` … `image6`;
 * - files in a list field (`files`, `sliderImages[]`, …) described by `sliderImages[]` metadata
 *   `{ originalname, index, name }`: a file pairs with the entry of the same originalname, else with
 *   the entry at its position; the slot is the entry's `name` (image1 … image6), else its `index`
 *   (0 for image1). A file in `sliderImages[i][file]` pairs with entry i.
 * Slots without a file are not in the answer: they keep their image.
 */
export function sliderUploads(body: unknown, files: UploadedFile[] | undefined): SliderUpload[] {
  const metadata = metadataList(body);
  const used = new Set<number>();
  const uploads: SliderUpload[] = [];
  let position = 0;

  for (const file of files ?? []) {
    let slot: SliderSlot | null = null;
    const indexed = /^sliderImages\[(\d+)\]\[file\]$/.exec(file.fieldname);
    if (isSliderSlot(file.fieldname)) {
      slot = file.fieldname;
    } else if (indexed) {
      const entry = Number(indexed[1]);
      used.add(entry);
      slot = slotOf(metadata[entry]) ?? SLIDER_SLOTS[entry] ?? null;
    } else if (LISTED_FILE_FIELDS.has(file.fieldname)) {
      const byName = metadata.findIndex((entry, i) => !used.has(i) && entry.originalname === file.originalname);
      const entry = byName >= 0 ? byName : nextUnused(position, used, metadata.length);
      position++;
      if (entry !== null) used.add(entry);
      slot = entry === null ? null : slotOf(metadata[entry]);
    } else {
      throw badRequest(said('errors.unexpectedFileNamed', { field: file.fieldname }), file.fieldname);
    }
    if (!slot) throw badRequest(said('errors.sliderSlotMissing', { file: file.originalname }), 'sliderImages');
    if (uploads.some((upload) => upload.slot === slot)) throw badRequest(said('errors.sliderSlotTwice', { slot }), 'sliderImages');
    uploads.push({ slot, file: file.buffer });
  }
  if (uploads.length === 0) throw badRequest('errors.noImageChosen', 'sliderImages');
  return uploads.sort((a, b) => SLIDER_SLOTS.indexOf(a.slot) - SLIDER_SLOTS.indexOf(b.slot));
}

function metadataList(body: unknown): SliderMetadata[] {
  const nested = nestedFormBody(body) as Record<string, unknown> | undefined;
  const raw = nested?.sliderImages ?? nested?.['sliderImages[]'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.map((entry) => (typeof entry === 'object' && entry !== null ? (entry as SliderMetadata) : {}));
}

function slotOf(entry: SliderMetadata | undefined): SliderSlot | null {
  if (!entry) return null;
  if (isSliderSlot(entry.name)) return entry.name;
  const index = typeof entry.index === 'number' ? entry.index : typeof entry.index === 'string' && /^\d$/.test(entry.index.trim()) ? Number(entry.index) : null;
  return index !== null && index >= 0 && index < SLIDER_SLOTS.length ? SLIDER_SLOTS[index] : null;
}

function nextUnused(from: number, used: Set<number>, length: number): number | null {
  for (let i = from; i < length; i++) if (!used.has(i)) return i;
  for (let i = 0; i < Math.min(from, length); i++) if (!used.has(i)) return i;
  return null;
}
