import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { contactMessageSchema, formErrors, type ContactMessageInput } from '@izlazak/contracts';
import { serverFieldErrors } from '../api/error-catalogue';
import { SendIcon } from './icons';
import { notifySuccess } from './notify';
import { useHydrated } from '../lib/use-hydrated';
import { useLocale, useMessages } from '../lib/locale';

type ContactFormValues = Omit<ContactMessageInput, 'clubId'>;
type FieldName = keyof ContactFormValues;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', theme: '', message: '' };

/**
 * The contact pages' title, KONTAKT as the spec writes it: the word upper-cased, rather than a message
 * in capitals, which the Cyrillic catalog would keep in Latin letters as if it were an acronym.
 */
export const contactTitle = (word: string) => word.toUpperCase();

interface ContactMessageFormProps {
  /** Sends the message; rejects when the server refused it. */
  onSend: (message: ContactFormValues) => Promise<unknown>;
  /** Extra classes for the send button, e.g. a venue's colour. */
  buttonClassName?: string;
}

/**
 * The message form of the contact pages; 'Poruka uspešno poslana' and an empty form after sending.
 * It keeps its own few fields instead of react-final-form, as the footer's subscribe box does:
 * the contact pages are public and arrive rendered, and the form library alone would take a tenth
 * of their script budget (docs/benchmarks.md). Errors show as the app's other forms show them:
 * once a field was left or a send was tried, and the server's until the field is edited.
 */
export function ContactMessageForm({ onSend, buttonClassName = 'btn-primary' }: ContactMessageFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [left, setLeft] = useState<Partial<Record<FieldName, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // A server-rendered page is seen before its scripts run: typed into then, the form would lose the text or post itself.
  const hydrated = useHydrated();
  const t = useMessages();
  const locale = useLocale();

  const ownErrors: Errors = formErrors(values, contactMessageSchema, locale) ?? {};
  const errorOf = (name: FieldName) => serverErrors[name] ?? (left[name] || tried ? ownErrors[name] : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(ownErrors).length > 0) return;
    setSending(true);
    try {
      await onSend(values);
    } catch (error) {
      // The error catalogue has shown the reason; field errors also go under their fields.
      setServerErrors(serverFieldErrors(error) ?? {});
      return;
    } finally {
      setSending(false);
    }
    notifySuccess(t('contact.form.sent'));
    setValues(EMPTY);
    setLeft({});
    setTried(false);
  }

  const field = (name: FieldName) => ({
    name,
    value: values[name] ?? '',
    error: errorOf(name),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors(({ [name]: _edited, ...others }) => others);
    },
    onLeave: () => setLeft((current) => ({ ...current, [name]: true })),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('contact.sendMessage')} className="contact-form">
      <fieldset disabled={!hydrated}>
        <div className="row">
          <div className="col-12 col-md-6">
            <ContactField {...field('name')} label={t('contact.form.name')} required autoComplete="name" />
          </div>
          <div className="col-12 col-md-6">
            <ContactField {...field('email')} label={t('guest.email')} type="email" required autoComplete="email" />
          </div>
          <div className="col-12 col-md-6">
            <ContactField {...field('phone')} label={t('guest.phone')} type="tel" autoComplete="tel" />
          </div>
          <div className="col-12 col-md-6">
            <ContactField {...field('theme')} label={t('contact.form.theme')} placeholder={t('contact.form.themeExample')} />
          </div>
          <div className="col-12">
            <ContactField {...field('message')} label={t('contact.form.message')} rows={6} required />
          </div>
        </div>
        <Button type="submit" className={buttonClassName} disabled={sending} size="lg">
          {sending ? <Spinner animation="border" size="sm" className="me-2" /> : <SendIcon size={16} className="me-2" />}
          {t('contact.form.send')}
        </Button>
      </fieldset>
    </form>
  );
}

interface ContactFieldProps {
  name: FieldName;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onLeave: () => void;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  /** A text area of this many rows instead of a line. */
  rows?: number;
}

/** A field as the app's form fields render it (components/form/fields.tsx): label, control, the error under it. */
function ContactField({ name, label, value, error, onChange, onLeave, required, type = 'text', autoComplete, placeholder, rows }: ContactFieldProps) {
  const id = useId();
  const control = {
    id,
    name,
    value,
    placeholder,
    className: `form-control ${error ? 'is-invalid' : ''}`,
    onBlur: onLeave,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
        {required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {rows ? (
        <textarea {...control} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <div className="invalid-feedback d-block field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
