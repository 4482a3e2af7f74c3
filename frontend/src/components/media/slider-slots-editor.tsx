import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { SLIDER_SLOTS, type SliderImageView, type SliderSlot } from '@izlazak/contracts';
import { CheckIcon } from '../icons';
import { TopBarActions } from '../top-bar/top-bar-slots';
import { useMessages } from '../../lib/locale';
import { ImagePicker } from './image-picker';
import './media.css';

export type SliderFiles = Partial<Record<SliderSlot, File>>;

interface SliderSlotsEditorProps {
  title: string;
  description: string;
  images: readonly SliderImageView[] | undefined;
  /** Saves the chosen files; resolves true when they were saved. */
  onSave: (files: SliderFiles) => Promise<boolean>;
}

/** The six slider slots (Slider 1 … Slider 6), saved from the top bar; only chosen slots are sent. */
export function SliderSlotsEditor({ title, description, images, onSave }: SliderSlotsEditorProps) {
  const [files, setFiles] = useState<SliderFiles>({});
  const [saving, setSaving] = useState(false);
  const t = useMessages();
  const chosen = SLIDER_SLOTS.filter((slot) => files[slot]).length;

  async function save() {
    if (chosen === 0 || saving) return;
    setSaving(true);
    try {
      if (await onSave(files)) setFiles({});
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-label={title}>
      <TopBarActions>
        <Button variant="primary" onClick={() => void save()} disabled={chosen === 0 || saving} data-testid="slider-save">
          {saving ? <Spinner animation="border" size="sm" className="me-2" /> : <CheckIcon size={16} className="me-2" />}
          {t('media.saveSlider')}
          {chosen > 0 && <span className="badge text-bg-light ms-2">{chosen}</span>}
        </Button>
      </TopBarActions>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <div>
          <h2 className="h5 mb-1">{title}</h2>
          <p className="small text-body-secondary mb-0">{description}</p>
        </div>
        <span className="small text-body-secondary">{chosen === 0 ? t('media.chooseToChange') : t('media.chosen', { count: chosen })}</span>
      </div>
      <div className="row g-3">
        {SLIDER_SLOTS.map((slot, index) => (
          <div className="col-12 col-sm-6 col-xl-4" key={slot}>
            <ImagePicker
              label={t('media.slide', { number: index + 1 })}
              // The small copy: six full-size slides would be a heavy page for a preview.
              currentUrl={images?.find((image) => image.name === slot)?.smallLink}
              file={files[slot] ?? null}
              onChange={(file) =>
                setFiles((current) => {
                  const next = { ...current };
                  if (file) next[slot] = file;
                  else delete next[slot];
                  return next;
                })
              }
              hint={t('media.slideSize')}
              disabled={saving}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
