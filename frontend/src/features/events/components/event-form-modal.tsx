import { useId, useMemo, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { EVENT_TYPE_SUGGESTIONS, MAX_PERFORMERS, eventTypeLabel, eventSchema, eventUpdateSchema, type EventView } from '@izlazak/contracts';
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
import { MAX_IMAGE_BYTES } from '../../../components/media/preview-url';
import { useLocale, useMessages } from '../../../lib/locale';

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
  const t = useMessages();

  const initialValues = useMemo<EventFormValues>(
    () => ({
      title: event?.title ?? '',
      description: event?.description ?? '',
      titleEn: event?.titleEn ?? '',
      descriptionEn: event?.descriptionEn ?? '',
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
      ...textValues(values, ['title', 'description', 'titleEn', 'descriptionEn', 'dateOfEvent', 'startTime', 'endTime', 'type', 'ticketPrice', 'performers']),
      priority: values.priority || '0',
      clubId: values.clubId || undefined,
      image,
    };
    if (event) {
      await changeEvent({ eventId: event._id, event: body }).unwrap();
      return t('dashboardEvents.edited');
    }
    await addEvent(body).unwrap();
    return t('dashboardEvents.added');
  }

  const validate = (values: EventFormValues) => {
    const errors = (event ? validateEdit : validateAdd)(values) ?? {};
    if (picksVenue && !event && !values.clubId) return { ...errors, clubId: t('dashboardEvents.venueRequired') };
    return Object.keys(errors).length ? errors : undefined;
  };

  return (
    <FormModal<EventFormValues>
      show={show}
      size="lg"
      title={event ? t('dashboardEvents.editTitle') : t('dashboardEvents.add')}
      formLabel={event ? t('dashboardEvents.editForm') : t('dashboardEvents.newForm')}
      submitLabel={event ? t('dashboardEvents.saveChanges') : t('dashboardEvents.add')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
      after={<EntityHistory entityType="event" entityId={event?._id} />}
    >
      {picksVenue && !event && (
        <SelectField
          name="clubId"
          label={t('common.venue')}
          required
          placeholder={t('common.chooseVenue')}
          options={venues.map((venue) => ({ value: venue._id, label: venue.name }))}
        />
      )}
      <TextField name="title" label={t('dashboardEvents.name')} required autoComplete="off" placeholder={t('dashboardEvents.namePlaceholder')} />
      <TextAreaField name="description" label={t('dashboardEvents.description')} required rows={3} />
      <TextField name="titleEn" label={t('dashboardEvents.nameEn')} autoComplete="off" hint={t('common.englishTextHint')} />
      <TextAreaField name="descriptionEn" label={t('dashboardEvents.descriptionEn')} rows={3} />
      <div className="row">
        <div className="col-12 col-md-6">
          <NightField name="dateOfEvent" label={t('dashboardEvents.date')} required />
        </div>
        <div className="col-6 col-md-3">
          <TextField name="startTime" label={t('dashboardEvents.start')} placeholder="22:00" hint={t('dashboardEvents.startHint')} />
        </div>
        <div className="col-6 col-md-3">
          <TextField name="endTime" label={t('dashboardEvents.end')} placeholder="05:00" />
        </div>
      </div>
      <div className="row">
        <div className="col-12 col-md-6">
          <TypeField />
        </div>
        <div className="col-6 col-md-3">
          <TextField name="ticketPrice" label={t('dashboardEvents.ticketPrice')} required placeholder={t('dashboardEvents.ticketPricePlaceholder')} />
        </div>
        <div className="col-6 col-md-3">
          <PriorityField />
        </div>
      </div>
      <PerformersField />
      <ImagePicker
        label={t('dashboardEvents.image')}
        currentUrl={event?.image}
        file={image}
        onChange={setImage}
        hint={t('dashboardEvents.imageHint', { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) })}
      />
    </FormModal>
  );
}

/** Any short text; the common ones are suggested. */
function TypeField() {
  const listId = useId();
  const t = useMessages();
  const locale = useLocale();
  return (
    <LabelledField
      name="type"
      label={t('dashboardEvents.type')}
      required
      parse={(value) => value ?? ''}
      control={(props, invalid) => (
        <>
          <input {...props} list={listId} className={`form-control ${invalid ? 'is-invalid' : ''}`} placeholder={t('dashboardEvents.typePlaceholder')} autoComplete="off" />
          <datalist id={listId}>
            {EVENT_TYPE_SUGGESTIONS.map((type) => (
              <option key={type} value={type} label={eventTypeLabel(type, locale)} />
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
  const t = useMessages();
  return (
    <TextAreaField
      name="performers"
      label={t('dashboardEvents.performers')}
      rows={2}
      names
      hint={t('dashboardEvents.performersHint', { max: MAX_PERFORMERS })}
      placeholder={t('dashboardEvents.performersPlaceholder')}
    />
  );
}

const CONTROL_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Digits only: other keys are not typed, and a paste with anything else is refused. */
function PriorityField() {
  const t = useMessages();
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
      label={t('dashboardEvents.priority')}
      parse={(value) => (value ?? '').replace(/\D/g, '')}
      control={(props, invalid) => (
        <input {...props} inputMode="numeric" className={`form-control ${invalid ? 'is-invalid' : ''}`} onKeyDown={onKeyDown} onPaste={onPaste} autoComplete="off" />
      )}
    />
  );
}
