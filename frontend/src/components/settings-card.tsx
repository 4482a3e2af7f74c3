import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { FormRenderProps } from 'react-final-form';
import { formatDateTime } from '../lib/dates';
import { useMessages } from '../lib/locale';

interface SettingsCardProps<Values> {
  /** The card's heading and the form's accessible name. */
  title: string;
  /** Under the heading: where the data shows. */
  intro: string;
  updatedAt?: string | null;
  /** More of the header, under the intro. */
  aside?: ReactNode;
  form: FormRenderProps<Values>;
  children: ReactNode;
}

/** A settings form in its card: heading, when it last changed, the fields, and undo or save. */
export function SettingsCard<Values>({ title, intro, updatedAt, aside, form, children }: SettingsCardProps<Values>) {
  const t = useMessages();
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={title} className="settings-form">
      <div className="card shadow-sm border-0">
        <div className="card-header bg-transparent py-3">
          <h2 className="h5 mb-1">{title}</h2>
          <p className={`small text-body-secondary ${aside ? 'mb-2' : 'mb-0'}`}>
            {intro}
            {updatedAt && <> {t('settings.lastChanged', { at: formatDateTime(updatedAt) })}</>}
          </p>
          {aside}
        </div>
        <div className="card-body">{children}</div>
        <SettingsFormFooter pristine={form.pristine} submitting={form.submitting} onReset={() => form.form.reset()} />
      </div>
    </form>
  );
}

/** The foot of a settings card: undo the unsaved edits, or save them. */
function SettingsFormFooter({ pristine, submitting, onReset }: { pristine?: boolean; submitting?: boolean; onReset: () => void }) {
  const t = useMessages();
  return (
    <div className="card-footer bg-transparent d-flex justify-content-end gap-2 py-3">
      <Button variant="outline-secondary" onClick={onReset} disabled={pristine || submitting}>
        {t('settings.undo')}
      </Button>
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" />}
        {t('settings.save')}
      </Button>
    </div>
  );
}
