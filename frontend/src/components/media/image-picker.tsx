import { useId, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { ImageIcon, UploadIcon } from '../icons';
import { useMessages } from '../../lib/locale';
import { MAX_IMAGE_BYTES, usePreviewUrl } from './preview-url';
import './media.css';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

interface ImagePickerProps {
  label: string;
  /** The image saved now, if any. */
  currentUrl: string | null | undefined;
  /** The file chosen but not yet saved. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** CSS aspect-ratio of the preview, e.g. '16 / 9'. */
  aspect?: string;
  /** How the image sits in the preview: logos are contained, photos fill it. */
  fit?: 'cover' | 'contain';
  /** A dark preview background, for a logo meant for dark backgrounds. */
  dark?: boolean;
  hint?: string;
  disabled?: boolean;
}

/** One image slot: what is saved, or a preview of the file chosen to replace it. */
export function ImagePicker({ label, currentUrl, file, onChange, aspect = '16 / 9', fit = 'cover', dark = false, hint, disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);
  const shownUrl = previewUrl ?? currentUrl ?? null;
  const t = useMessages();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a reset.
    event.target.value = '';
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setError(t('media.notAnImage'));
      return;
    }
    if (chosen.size > MAX_IMAGE_BYTES) {
      setError(t('errors.imageTooLarge', { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) }));
      return;
    }
    setError(null);
    onChange(chosen);
  }

  return (
    <div className={`image-picker ${file ? 'has-file' : ''}`} data-testid={`image-picker-${label}`}>
      <div className={`image-picker__preview ${dark ? 'is-dark' : ''} ${fit === 'contain' ? 'is-contain' : ''}`} style={{ aspectRatio: aspect }}>
        {shownUrl ? (
          <img src={shownUrl} alt={file ? t('media.newImageAlt', { label }) : label} />
        ) : (
          <div className="image-picker__empty">
            <ImageIcon size={28} />
            <span>{t('media.noImage')}</span>
          </div>
        )}
        {file && <span className="image-picker__badge">{t('media.newImage')}</span>}
      </div>
      <div className="image-picker__body">
        <div className="image-picker__label">{label}</div>
        {file ? (
          <div className="image-picker__file text-truncate" title={file.name}>
            {file.name}
          </div>
        ) : (
          hint && <div className="image-picker__hint">{hint}</div>
        )}
        {error && (
          <div className="image-picker__error" role="alert">
            {error}
          </div>
        )}
        <div className="d-flex gap-2 mt-2">
          <input id={inputId} type="file" accept={ACCEPTED} className="visually-hidden" aria-label={label} onChange={handleChange} disabled={disabled} />
          <label htmlFor={inputId} className={`btn btn-sm btn-outline-primary flex-grow-1 mb-0 ${disabled ? 'disabled' : ''}`}>
            <UploadIcon size={14} className="me-1" />
            {shownUrl ? t('media.change') : t('media.choose')}
          </label>
          {file && (
            <Button size="sm" variant="outline-secondary" onClick={() => onChange(null)} disabled={disabled}>
              {t('media.undo')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
