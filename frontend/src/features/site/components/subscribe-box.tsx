import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { isEmail } from '@izlazak/contracts';
import { notifySuccess } from '../../../components/notify';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSubscribeMutation } from '../api';
import { useLocale, useMessages } from '../../../lib/locale';

/** Visitors leave an e-mail to hear about new venues and events. */
export function SubscribeBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { isLoading }] = useSubscribeMutation();
  // Every public page is server-rendered with this box: it takes an address once the page's scripts run.
  const hydrated = useHydrated();
  const t = useMessages();
  const locale = useLocale();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    // An empty or malformed address is not sent; the box says why.
    if (!value || !isEmail(value)) {
      setError(value ? t('validation.common.emailInvalid') : t('validation.common.emailRequired'));
      return;
    }
    setError(null);
    try {
      // The page's language: the confirmation and the news come in it.
      await subscribe({ email: value, locale }).unwrap();
      notifySuccess(t('subscribe.done'));
      setEmail('');
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <form className="subscribe-box" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('subscribe.label')}>
      <label htmlFor="subscribe-email" className="form-label fw-semibold">
        {t('subscribe.title')}
      </label>
      <p className="small text-white-50 mb-2">{t('subscribe.text')}</p>
      <fieldset className="input-group" disabled={!hydrated}>
        <input
          id="subscribe-email"
          type="email"
          className={`form-control ${error ? 'is-invalid' : ''}`}
          placeholder={t('subscribe.placeholder')}
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'subscribe-email-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="primary" disabled={isLoading}>
          {isLoading ? <Spinner animation="border" size="sm" /> : t('subscribe.submit')}
        </Button>
      </fieldset>
      {error && (
        <div id="subscribe-email-error" className="small text-danger-emphasis mt-1 subscribe-box__error" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}
