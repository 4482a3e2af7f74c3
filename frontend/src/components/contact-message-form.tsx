import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { contactMessageSchema, type ContactMessageInput } from '@izlazak/contracts';
import { serverFieldErrors } from '../api/error-catalogue';
import { TextAreaField, TextField } from './form/fields';
import { nestErrors, validateWith } from './form/validate';
import { SendIcon } from './icons';
import { notifySuccess } from './notify';
import { useHydrated } from '../lib/use-hydrated';

type ContactFormValues = Omit<ContactMessageInput, 'clubId'>;

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', theme: '', message: '' };
const validate = validateWith(contactMessageSchema);

interface ContactMessageFormProps {
  /** Sends the message; rejects when the server refused it. */
  onSend: (message: ContactFormValues) => Promise<unknown>;
  /** Extra classes for the send button, e.g. a venue's colour. */
  buttonClassName?: string;
}

/** The message form of the contact pages; 'Poruka uspešno poslana' and an empty form after sending. */
export function ContactMessageForm({ onSend, buttonClassName = 'btn-primary' }: ContactMessageFormProps) {
  const initialValues = useMemo(() => EMPTY, []);
  // A server-rendered page is seen before its scripts run: typed into then, the form would lose the text or post itself.
  const hydrated = useHydrated();

  async function onSubmit(values: ContactFormValues, form: FormApi<ContactFormValues>) {
    try {
      await onSend({
        name: values.name ?? '',
        email: values.email ?? '',
        phone: values.phone ?? '',
        theme: values.theme ?? '',
        message: values.message ?? '',
      });
    } catch (error) {
      // The error catalogue has shown the reason; field errors also go under their fields.
      return nestErrors(serverFieldErrors(error));
    }
    notifySuccess('Poruka uspešno poslana');
    // After the submission settles, or final-form would keep the submitted state.
    window.setTimeout(() => form.restart(EMPTY));
    return undefined;
  }

  return (
    <Form<ContactFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Pošaljite poruku" className="contact-form">
          <fieldset disabled={!hydrated}>
            <div className="row">
              <div className="col-12 col-md-6">
                <TextField name="name" label="Ime i prezime" required autoComplete="name" />
              </div>
              <div className="col-12 col-md-6">
                <TextField name="email" label="Email" type="email" required autoComplete="email" />
              </div>
              <div className="col-12 col-md-6">
                <TextField name="phone" label="Telefon" type="tel" autoComplete="tel" />
              </div>
              <div className="col-12 col-md-6">
                <TextField name="theme" label="Tema" placeholder="npr. Rezervacija za rođendan" />
              </div>
              <div className="col-12">
                <TextAreaField name="message" label="Poruka" rows={6} required />
              </div>
            </div>
            <Button type="submit" className={buttonClassName} disabled={submitting} size="lg">
              {submitting ? <Spinner animation="border" size="sm" className="me-2" /> : <SendIcon size={16} className="me-2" />}
              Pošalji poruku
            </Button>
          </fieldset>
        </form>
      )}
    </Form>
  );
}
