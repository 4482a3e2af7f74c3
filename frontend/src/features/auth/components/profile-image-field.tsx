import { useId, useRef } from 'react';
import { Field } from 'react-final-form';
import { FieldError } from '../../../components/form/fields';
import { UserIcon } from '../../../components/icons';
import { MAX_IMAGE_BYTES, usePreviewUrl } from '../../../components/media/preview-url';
import { useMessages } from '../../../lib/locale';

export function profileImageProblem(file: File | null | undefined): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return 'Datoteka nije ispravna slika';
  if (file.size > MAX_IMAGE_BYTES) return 'Slika je prevelika (najviše 8 MB)';
  return undefined;
}

/** An optional profile picture with a round preview; the form value is the chosen File. */
export function ProfileImageField({ name = 'profileImage' }: { name?: string }) {
  return (
    <Field<File | null> name={name}>
      {({ input, meta }) => (
        <ProfileImageInput
          value={input.value || null}
          onChange={input.onChange}
          error={meta.error && (meta.touched || meta.submitFailed || meta.modified) ? String(meta.error) : undefined}
        />
      )}
    </Field>
  );
}

interface ProfileImageInputProps {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}

function ProfileImageInput({ value, onChange, error }: ProfileImageInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useMessages();
  const preview = usePreviewUrl(value && !profileImageProblem(value) ? value : null);

  function clear() {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <div className="mb-3">
      <div className="form-label">
        {t('auth.register.picture')} <span className="text-body-secondary small">{t('auth.register.optional')}</span>
      </div>
      <div className="profile-image-field">
        <div className="profile-image-field__preview" aria-hidden="true">
          {preview ? <img src={preview} alt="" /> : <UserIcon size={26} />}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <label htmlFor={id} className="btn btn-outline-primary btn-sm mb-0">
            {t(value ? 'auth.register.changePicture' : 'auth.register.choosePicture')}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-label={t('auth.register.picture')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {value && (
            <button type="button" className="btn btn-link btn-sm text-body-secondary px-1" onClick={clear}>
              {t('auth.register.removePicture')}
            </button>
          )}
          {value && <span className="small text-body-secondary text-truncate profile-image-field__name">{value.name}</span>}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
