import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Form } from 'react-final-form';
import { privacyRequestSchema, type PrivacyRequestInput } from '@izlazak/contracts';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { PageHeader } from '../../../components/page-header';
import { useRequestDataLinkMutation } from '../api';
import { useMessages } from '../../../lib/locale';

const validate = validateWith(privacyRequestSchema);
const INITIAL_VALUES: PrivacyRequestInput = { email: '' };

/** /privacy: a guest without an account asks for their data or its erasure; the link goes to the address they give. */
export function PrivacyRequestPage() {
  const [requestLink] = useRequestDataLinkMutation();
  const t = useMessages();
  const [answer, setAnswer] = useState<string | null>(null);
  const [kind, setKind] = useState<'export' | 'erase'>('export');

  async function onSubmit({ email }: PrivacyRequestInput) {
    try {
      setAnswer((await requestLink({ kind, email: email.trim() }).unwrap()).message);
    } catch {
      // The error catalogue shows the server's message in a toast.
    }
  }

  return (
    <>
      <PageHeader eyebrow={t('privacy.eyebrow')} title={t('privacy.title')} />
      <div className="container py-5" style={{ maxWidth: 640 }}>
        <p>{t('privacy.request.intro')}</p>
        {answer && (
          <Alert variant="success" role="status">
            {answer}
          </Alert>
        )}
        <Form<PrivacyRequestInput> onSubmit={onSubmit} validate={validate} initialValues={INITIAL_VALUES}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('privacy.title')}>
              <TextField name="email" label={t('auth.email')} type="email" required autoComplete="email" className="mb-3" />
              <div className="d-flex flex-wrap gap-2">
                <Button type="submit" variant="primary" disabled={submitting} onClick={() => setKind('export')}>
                  {t('privacy.request.export')}
                </Button>
                <Button type="submit" variant="outline-danger" disabled={submitting} onClick={() => setKind('erase')}>
                  {t('privacy.request.erase')}
                </Button>
              </div>
            </form>
          )}
        </Form>
      </div>
    </>
  );
}
