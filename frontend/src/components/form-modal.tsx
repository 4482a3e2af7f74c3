import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FORM_ERROR, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { Form, type FormRenderProps } from 'react-final-form';
import { serverFieldErrors, serverMessage } from '../api/error-catalogue';
import { nestErrors } from './form/validate';
import { LoadingIndicator } from './loading-indicator';
import { Modal } from './modal';
import { useMessages } from '../lib/locale';
import { notifySuccess } from './notify';
import './form-modal.css';

/** A refused save's 400 field errors, each under its field (the error catalogue has toasted the message). */
export const fieldErrorsOf = (error: unknown): SubmissionErrors => nestErrors(serverFieldErrors(error));

/** An add-or-edit modal of something a venue owns, on a screen both admins and managers use. */
export interface VenueOwnedModalProps {
  show: boolean;
  /** Admins pick the venue; a manager's go to their own. */
  picksVenue: boolean;
  ownClubId: string | null;
  onClose: () => void;
}

export interface FormModalProps<Values> {
  show: boolean;
  title: ReactNode;
  /** The form's accessible name, e.g. 'Novi kupon'. */
  formLabel: string;
  submitLabel: string;
  initialValues: Values;
  validate?: (values: Values) => ValidationErrors | Promise<ValidationErrors>;
  /**
   * Saves the values. Resolves to the toast that says so (or to nothing), and the modal closes;
   * a failure stays in the form as `failed` reads it.
   */
  save: (values: Values) => Promise<string | void>;
  /** What a failed save shows in the form; by default each 400 field's message under its field. */
  failed?: (error: unknown, values: Values) => SubmissionErrors;
  onClose: () => void;
  /** The fields; given the form's state where they depend on it. */
  children: ReactNode | ((form: FormRenderProps<Values>) => ReactNode);
  /** Under the form, e.g. the record's change history. */
  after?: ReactNode;
  /** Shown instead of the form while what it edits is still loading. */
  loadingLabel?: string;
  /** Holds the submit button back until there is something to send. */
  submitDisabled?: (values: Values) => boolean;
  formClassName?: string;
  size?: 'sm' | 'lg' | 'xl';
  width?: number;
}

/**
 * Every add/edit form in a modal: the title, the form with its fields, the message of a refused save
 * above 'Odustani' and the submit button (with its spinner while saving), the toast, and closing.
 * A backdrop click never closes it: the input is not lost by a stray tap.
 */
export function FormModal<Values extends object>({
  show,
  title,
  formLabel,
  submitLabel,
  initialValues,
  validate,
  save,
  failed = fieldErrorsOf,
  onClose,
  children,
  after,
  loadingLabel,
  submitDisabled,
  formClassName,
  size,
  width,
}: FormModalProps<Values>) {
  const t = useMessages();
  async function onSubmit(values: Values): Promise<SubmissionErrors> {
    try {
      const saved = await save(values);
      if (saved) notifySuccess(saved);
      onClose();
      return undefined;
    } catch (error) {
      return failed(error, values);
    }
  }

  return (
    <Modal show={show} title={title} onClose={onClose} size={size} width={width} staticBackdrop>
      {loadingLabel ? (
        <LoadingIndicator label={loadingLabel} />
      ) : (
        <>
          <Form<Values> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
            {(form) => (
              <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={formLabel} className={formClassName}>
                {typeof children === 'function' ? children(form) : children}
                <FormActions submitError={form.submitError as unknown} submitting={form.submitting} submitLabel={submitLabel} holdSubmit={submitDisabled?.(form.values) === true}>
                  <Button variant="outline-secondary" onClick={onClose} disabled={form.submitting}>
                    {t('common.cancel')}
                  </Button>
                </FormActions>
              </form>
            )}
          </Form>
          {after}
        </>
      )}
    </Modal>
  );
}

interface FormActionsProps {
  /** The refused submit's message for the whole form, if any. */
  submitError?: unknown;
  submitting?: boolean;
  submitLabel: ReactNode;
  /** Keeps the submit button disabled, e.g. until there is something to send. */
  holdSubmit?: boolean;
  /** Buttons before the submit, e.g. 'Odustani'. */
  children?: ReactNode;
}

/** The end of a form: the refused submit's message, then its buttons, the submit last and spinning while it sends. */
export function FormActions({ submitError, submitting = false, submitLabel, holdSubmit = false, children }: FormActionsProps) {
  return (
    <>
      {Boolean(submitError) && (
        <Alert variant="danger" className="py-2">
          {String(submitError)}
        </Alert>
      )}
      <div className="modal-form-actions">
        {children}
        <Button type="submit" variant="primary" disabled={submitting || holdSubmit}>
          {submitting && <Spinner animation="border" size="sm" className="me-2" />}
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

/** A refused save's field errors under their fields, or else the server's message above the buttons. */
export function fieldOrMessageErrorsOf(error: unknown): SubmissionErrors {
  const message = serverMessage((error as { data?: unknown } | null)?.data);
  return fieldErrorsOf(error) ?? (message ? { [FORM_ERROR]: message } : undefined);
}
