import { useId, useMemo, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { EVENT_TYPE_SUGGESTIONS, MAX_PERFORMERS, eventSchema, eventUpdateSchema, type EventView } from '@izlazak/contracts';
import { LabelledField, SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { NightField } from '../../../components/form/night-field';
import { validateWith } from '../../../components/form/validate';
import { ImagePicker } from '../../../components/media/image-picker';
import { EntityHistory } from '../../../components/entity-history';
import { textValues } from '../../../components/form/text-values';
import { FormModal, type VenueOwnedModalProps } from '../../../components/form-modal';
import { useAddEventMutation, useChangeEventMutation, useEventVenueOptionsQuery, type EventFormBody } from '../api';
import { formatNight } from './event-format';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';

/** The form holds what it sends but the picture (chosen beside it), every field present. */
type EventFormValues = Required<Omit<EventFormBody, 'image'>>;

const validateAdd = validateWith(eventSchema);
const validateEdit = validateWith(eventUpdateSchema);

interface EventFormModalProps extends VenueOwnedModalProps {
  /** The event being edited; none to add one. */
  event: EventView | null;
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
      performers: event?.performers.join('\n') ?? '',
      clubId: event?.clubId ?? (picksVenue ? '' : (ownClubId ?? '')),
    }),
    [event, picksVenue, ownClubId],
  );

  async function save(values: EventFormValues) {
    const body: EventFormBody = {
      ...textValues(values, ['title', 'description', 'dateOfEvent', 'startTime', 'endTime', 'type', 'ticketPrice', 'performers']),
      priority: values.priority || '0',
      clubId: values.clubId || undefined,
      image,
    };
    if (event) {
      await changeEvent({ eventId: event._id, event: body }).unwrap();
      return 'Događaj uspešno izmenjen';
    }
    await addEvent(body).unwrap();
    return 'Događaj uspešno dodana';
  }

  const validate = (values: EventFormValues) => {
    const errors = (event ? validateEdit : validateAdd)(values) ?? {};
    if (picksVenue && !event && !values.clubId) return { ...errors, clubId: 'Objekat je obavezan' };
    return Object.keys(errors).length ? errors : undefined;
  };

  return (
    <FormModal<EventFormValues>
      show={show}
      size="lg"
      title={event ? 'Izmeni događaj' : 'Dodaj događaj'}
      formLabel={event ? 'Izmena događaja' : 'Novi događaj'}
      submitLabel={event ? 'Sačuvaj izmene' : 'Dodaj događaj'}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
      after={<EntityHistory entityType="event" entityId={event?._id} />}
    >
      {picksVenue && !event && (
        <SelectField name="clubId" label="Objekat" required placeholder="Izaberite objekat" options={venues.map((venue) => ({ value: venue._id, label: venue.name }))} />
      )}
      <TextField name="title" label="Naziv događaja" required autoComplete="off" placeholder="npr. House petak" />
      <TextAreaField name="description" label="Opis" required rows={3} />
      <div className="row">
        <div className="col-12 col-md-6">
          <NightField name="dateOfEvent" label="Datum" required />
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
      <PerformersField />
      <ImagePicker label="Slika događaja" currentUrl={event?.image} file={image} onChange={setImage} hint="PNG, JPG ili WebP, najviše 8 MB" />
    </FormModal>
  );
}

/** Any short text; the common ones are suggested. */
function TypeField() {
  const listId = useId();
  return (
    <LabelledField
      name="type"
      label="Tip događaja"
      required
      parse={(value) => value ?? ''}
      control={(props, invalid) => (
        <>
          <input {...props} list={listId} className={`form-control ${invalid ? 'is-invalid' : ''}`} placeholder="npr. Žurka" autoComplete="off" />
          <datalist id={listId}>
            {EVENT_TYPE_SUGGESTIONS.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
        </>
      )}
    />
  );
}

/**
 * 'Izvođači', one per line: on a phone the return key is on the keyboard's first layer (iOS keeps
 * the comma a layer away), and every name starts with a capital. A pasted "A, B" is split too.
 */
function PerformersField() {
  return (
    <TextAreaField
      name="performers"
      label="Izvođači"
      rows={2}
      names
      hint={`Jedan po redu (ili odvojeni zarezom), najviše ${MAX_PERFORMERS}`}
      placeholder={'npr. DJ Vuk\nMC Čvor'}
    />
  );
}

const CONTROL_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Digits only: other keys are not typed, and a paste with anything else is refused. */
function PriorityField() {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || CONTROL_KEYS.has(event.key)) return;
    if (!/^\d$/.test(event.key)) event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!/^\d+$/.test(event.clipboardData.getData('text').trim())) event.preventDefault();
  };
  return (
    <LabelledField
      name="priority"
      label="Prioritet"
      parse={(value) => (value ?? '').replace(/\D/g, '')}
      control={(props, invalid) => (
        <input {...props} inputMode="numeric" className={`form-control ${invalid ? 'is-invalid' : ''}`} onKeyDown={onKeyDown} onPaste={onPaste} autoComplete="off" />
      )}
    />
  );
}
