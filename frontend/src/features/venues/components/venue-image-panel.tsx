import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { MessageId, VenueImageSlot, VenueView } from '@izlazak/contracts';
import { CheckIcon } from '../../../components/icons';
import { ImagePicker } from '../../../components/media/image-picker';
import { notifySuccess } from '../../../components/notify';
import { useMessages } from '../../../lib/locale';
import { useUploadVenueImageMutation } from '../api';

type LogoVariant = 'logo' | 'lightLogo';

interface SlotInfo {
  label: MessageId;
  hint: MessageId;
  current: (venue: VenueView) => string | null;
  aspect: string;
  fit: 'cover' | 'contain';
}

const SLOTS: Record<VenueImageSlot, SlotInfo> = {
  logo: { label: 'venueImages.logo', hint: 'venueImages.logoHint', current: (v) => v.clubLogo, aspect: '16 / 10', fit: 'contain' },
  lightLogo: { label: 'venueImages.lightLogo', hint: 'venueImages.lightLogoHint', current: (v) => v.lightLogo, aspect: '16 / 10', fit: 'contain' },
  thumbnail: { label: 'venueImages.thumbnail', hint: 'venueImages.thumbnailHint', current: (v) => v.profileImage, aspect: '16 / 10', fit: 'cover' },
  mapClub: { label: 'venueImages.map', hint: 'venueImages.mapHint', current: (v) => v.clubMap, aspect: '16 / 10', fit: 'contain' },
};

const SAVE_ORDER: readonly VenueImageSlot[] = ['logo', 'lightLogo', 'thumbnail', 'mapClub'];

/** The venue's logo (dark or light), card picture and map; only slots with a chosen file are sent. */
export function VenueImagePanel({ venue }: { venue: VenueView }) {
  const [files, setFiles] = useState<Partial<Record<VenueImageSlot, File>>>({});
  const [logoVariant, setLogoVariant] = useState<LogoVariant>('logo');
  const [saving, setSaving] = useState(false);
  const [uploadImage] = useUploadVenueImageMutation();
  const t = useMessages();
  const chosen = SAVE_ORDER.filter((slot) => files[slot]);

  const choose = (slot: VenueImageSlot) => (file: File | null) =>
    setFiles((current) => {
      const next = { ...current };
      if (file) next[slot] = file;
      else delete next[slot];
      return next;
    });

  async function save() {
    if (chosen.length === 0) return;
    setSaving(true);
    let saved = 0;
    for (const slot of chosen) {
      try {
        await uploadImage({ clubId: venue._id, imageName: slot, file: files[slot]! }).unwrap();
        saved++;
        choose(slot)(null);
      } catch {
        // The error catalogue has shown the reason; the file stays chosen for another try.
      }
    }
    setSaving(false);
    if (saved === chosen.length) notifySuccess(t('venueImages.saved'));
  }

  const picker = (slot: VenueImageSlot) => (
    <ImagePicker
      label={t(SLOTS[slot].label)}
      hint={t(SLOTS[slot].hint)}
      currentUrl={SLOTS[slot].current(venue)}
      file={files[slot] ?? null}
      onChange={choose(slot)}
      aspect={SLOTS[slot].aspect}
      fit={SLOTS[slot].fit}
      dark={slot === 'lightLogo'}
      disabled={saving}
    />
  );

  return (
    <section className="card shadow-sm border-0 image-panel" aria-label={t('venueImages.title')}>
      <div className="card-header bg-transparent py-3">
        <h2 className="h5 mb-1">{t('venueImages.title')}</h2>
        <p className="small text-body-secondary mb-0">{t('venueImages.onlyChosen')}</p>
      </div>
      <div className="card-body">
        <div className="logo-toggle" role="group" aria-label={t('venueImages.logoVersion')}>
          {(['logo', 'lightLogo'] as const).map((variant) => (
            <button
              key={variant}
              type="button"
              className={`logo-toggle__option ${logoVariant === variant ? 'is-active' : ''}`}
              aria-pressed={logoVariant === variant}
              onClick={() => setLogoVariant(variant)}
            >
              {variant === 'logo' ? t('venueImages.darkLogo') : t('venueImages.lightLogo')}
              {files[variant] && <span className="logo-toggle__dot" title={t('venueImages.newChosen')} />}
            </button>
          ))}
        </div>
        <div className="row g-3">
          <div className="col-12 col-md-4 col-xxl-12">{picker(logoVariant)}</div>
          <div className="col-12 col-md-4 col-xxl-6">{picker('thumbnail')}</div>
          <div className="col-12 col-md-4 col-xxl-6">{picker('mapClub')}</div>
        </div>
      </div>
      <div className="card-footer bg-transparent d-flex justify-content-between align-items-center gap-2 py-3">
        <span className="small text-body-secondary">
          {chosen.length === 0 ? t('venueImages.noneChosen') : t('venueImages.chosen', { images: chosen.map((slot) => t(SLOTS[slot].label)).join(', ') })}
        </span>
        <Button variant="primary" onClick={() => void save()} disabled={chosen.length === 0 || saving}>
          {saving ? <Spinner animation="border" size="sm" className="me-2" /> : <CheckIcon size={16} className="me-2" />}
          {t('venueImages.save')}
        </Button>
      </div>
    </section>
  );
}
