import { useId, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Field, Form } from 'react-final-form';
import { EVENT_TYPE_SUGGESTIONS, eventSchema, eventUpdateSchema, type EventView } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { nestErrors, validateWith } from '../../../components/form/validate';
import { CalendarIcon } from '../../../components/icons';
import { ImagePicker } from '../../../components/media/image-picker';
import { EntityHistory } from '../../../components/entity-history';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { useAddEventMutation, useChangeEventMutation, useEventVenueOptionsQuery, type EventFormBody } from '../api';
import { formatNight, nightFromInput } from './event-format';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';

export interface EventFormValues {
  title: string;
  description: string;
  dateOfEvent: string;
  startTime: string;
  endTime: string;
  type: string;
  ticketPrice: string;
  priority: string;
  clubId: string;
}

const validateAdd = validateWith(eventSchema);
const validateEdit = validateWith(eventUpdateSchema);

interface EventFormModalProps {
  show: boolean;
  /** The event being edited; none to add one. */
  event: EventView | null;
  /** Admins pick the venue; a manager's events go to their own. */
  picksVenue: boolean;
  ownClubId: string | null;
  onClose: () => void;
}

/** 'Dodaj događaj' and its edit: the spec's event form, with the picture. */
export function EventFormModal({ show, event: requested, picksVenue, ownClubId, onClose }: EventFormModalProps) {
  const event = useKeptWhileClosing(show, requested);
  const [image, setImage] = useState<File | null>(null);
  const [formFor, setFormFor] = useState<EventView | null | undefined>(undefined);
  if (show && formFor !== requested) {
    setFormFor(requested);
    setImage(null);
  }

  const { data: venues = [] } = useEventVenueOptionsQuery(undefined, { skip: !picksVenue || !show });
  const [addEvent] = useAddEventMutation();
  const [changeEvent] = useChangeEventMutation();

  const initialValues = useMemo<EventFormValues>(
    () => ({
      title: event?.title ?? '',
      description: event?.description ?? '',
      dateOfEvent: event ? formatNight(event.dateOfEvent) : '',
      startTime: event?.startTime ?? '22:00',
      endTime: event?.endTime ?? '',
      type: event?.type ?? '',
      ticketPrice: event?.ticketPrice ?? '',
      priority: event?.priority ?? '0',
      clubId: event?.clubId ?? (picksVenue ? '' : ownClubId ?? ''),
    }),
    [event, picksVenue, ownClubId],
  );

  async function onSubmit(values: EventFormValues) {
    const body: EventFormBody = {
      title: values.title ?? '',
      description: values.description ?? '',
      dateOfEvent: values.dateOfEvent ?? '',
      startTime: values.startTime ?? '',
      endTime: values.endTime ?? '',
      type: values.type ?? '',
      ticketPrice: values.ticketPrice ?? '',
      priority: values.priority || '0',
      clubId: values.clubId || undefined,
      image,
    };
    try {
      if (event) {
        await changeEvent({ eventId: event._id, event: body }).unwrap();
        notifySuccess('Događaj uspešno izmenjen');
      } else {
        await addEvent(body).unwrap();
        notifySuccess('Događaj uspešno dodana');
      }
      onClose();
      return undefined;
    } catch (error) {
      return nestErrors(serverFieldErrors(error));
    }
  }

  const validate = (values: EventFormValues) => {
    const errors = (event ? validateEdit : validateAdd)(values) ?? {};
    if (picksVenue && !event && !values.clubId) return { ...errors, clubId: 'Objekat je obavezan' };
    return Object.keys(errors).length ? errors : undefined;
  };

  return (
    <Modal show={show} size="lg" title={event ? 'Izmeni događaj' : 'Dodaj događaj'} onClose={onClose} staticBackdrop>
      <Form<EventFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={event ? 'Izmena događaja' : 'Novi događaj'}>
            {picksVenue && !event && (
              <SelectField
                name="clubId"
                label="Objekat"
                required
                placeholder="Izaberite objekat"
                options={venues.map((venue) => ({ value: venue._id, label: venue.name }))}
              />
            )}
            <TextField name="title" label="Naziv događaja" required autoComplete="off" placeholder="npr. House petak" />
            <TextAreaField name="description" label="Opis" required rows={3} />
            <div className="row">
              <div className="col-12 col-md-6">
                <DateField name="dateOfEvent" label="Datum" />
              </div>
              <div className="col-6 col-md-3">
                <TextField name="startTime" label="Početak" placeholder="22:00" hint="pre 06:00: posle ponoći" />
              </div>
              <div className="col-6 col-md-3">
                <TextField name="endTime" label="Kraj" placeholder="05:00" />
              </div>
            </div>
            <div className="row">
              <div className="col-12 col-md-6">
                <TypeField />
              </div>
              <div className="col-6 col-md-3">
                <TextField name="ticketPrice" label="Cena ulaznice (RSD)" required placeholder="npr. 1000" />
              </div>
              <div className="col-6 col-md-3">
                <PriorityField />
              </div>
            </div>
            <ImagePicker label="Slika događaja" currentUrl={event?.image} file={image} onChange={setImage} hint="PNG, JPG ili WebP, najviše 8 MB" />
            <div className="modal-form-actions">
              <Button variant="outline-secondary" onClick={onClose} disabled={submitting}>
                Odustani
              </Button>
              <Button type="submit" variant="primary" disabled={submitting}>
                {submitting && <Spinner animation="border" size="sm" className="me-2" />}
                {event ? 'Sačuvaj izmene' : 'Dodaj događaj'}
              </Button>
            </div>
          </form>
        )}
      </Form>
      <EntityHistory entityType="event" entityId={event?._id} />
    </Modal>
  );
}

function FieldErrorText({ error, id }: { error?: string; id: string }) {
  return error ? (
    <div className="invalid-feedback d-block field-error" id={id} role="alert">
      {error}
    </div>
  ) : null;
}

const shownError = (meta: { error?: unknown; submitError?: unknown; touched?: boolean; submitFailed?: boolean; dirtySinceLastSubmit?: boolean }) => {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  if (meta.error && (meta.touched || meta.submitFailed) && typeof meta.error === 'string') return meta.error;
  return undefined;
};

/** dd.MM.yyyy typed in, or picked from the browser's calendar. */
function DateField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Field<string> name={name} parse={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div className="mb-3">
            <label className="form-label" htmlFor={id}>
              {label}
              <span className="text-danger ms-1" aria-hidden="true">
                *
              </span>
            </label>
            <div className="input-group">
              <input
                {...input}
                id={id}
                className={`form-control ${error ? 'is-invalid' : ''}`}
                placeholder="Odaberite datum"
                inputMode="numeric"
                autoComplete="off"
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <Button variant="outline-secondary" aria-label="Otvori kalendar" onClick={() => picker.current?.showPicker?.()}>
                <CalendarIcon size={16} />
              </Button>
              <input
                ref={picker}
                type="date"
                className="event-date-picker"
                tabIndex={-1}
                aria-hidden="true"
                value={nightFromInput(input.value)}
                onChange={(change) => change.target.value && input.onChange(formatNight(change.target.value))}
              />
            </div>
            <FieldErrorText id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

/** Any short text; the common ones are suggested. */
function TypeField() {
  const id = useId();
  return (
    <Field<string> name="type" parse={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div className="mb-3">
            <label className="form-label" htmlFor={id}>
              Tip događaja
              <span className="text-danger ms-1" aria-hidden="true">
                *
              </span>
            </label>
            <input {...input} id={id} list={`${id}-types`} className={`form-control ${error ? 'is-invalid' : ''}`} placeholder="npr. Žurka" autoComplete="off" aria-required />
            <datalist id={`${id}-types`}>
              {EVENT_TYPE_SUGGESTIONS.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <FieldErrorText id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

const CONTROL_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Digits only: other keys are not typed, and a paste with anything else is refused. */
function PriorityField() {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || CONTROL_KEYS.has(event.key)) return;
    if (!/^\d$/.test(event.key)) event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!/^\d+$/.test(event.clipboardData.getData('text').trim())) event.preventDefault();
  };
  return (
    <Field<string> name="priority" parse={(value) => (value ?? '').replace(/\D/g, '')}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div className="mb-3">
            <label className="form-label" htmlFor={id}>
              Prioritet
            </label>
            <input {...input} id={id} inputMode="numeric" className={`form-control ${error ? 'is-invalid' : ''}`} onKeyDown={onKeyDown} onPaste={onPaste} autoComplete="off" />
            <FieldErrorText id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
