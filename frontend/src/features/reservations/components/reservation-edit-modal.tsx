import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { Field, useForm } from 'react-final-form';
import { reservationUpdateSchema, reservationSchema, type EventView, type ReservationUpdateInput, type ReservationView } from '@izlazak/contracts';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { SelectField, TextField } from '../../../components/form/fields';
import { GuestFields, type GuestContact } from '../../../components/form/guest-fields';
import { NightField } from '../../../components/form/night-field';
import { validateWith } from '../../../components/form/validate';
import { EntityHistory } from '../../../components/entity-history';
import { FormModal, fieldOrMessageErrorsOf, type VenueOwnedModalProps } from '../../../components/form-modal';
import { isStaleAnswer, useAddReservationMutation, useChangeReservationMutation, useGetUpcomingEventsQuery } from '../api';
import { formatNight, nightFromInput, personsOf, tonight } from './reservation-format';
import { TablePicker } from './table-picker';
import '../reservations.css';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useMessages } from '../../../lib/locale';

interface EditFormValues extends GuestContact {
  clubId: string;
  eventId: string;
  date: string;
  persons: string;
  tableId: string;
}

const validateAdd = validateWith(reservationSchema);
const validateEdit = validateWith(reservationUpdateSchema);

interface ReservationEditModalProps extends VenueOwnedModalProps {
  /** The reservation being edited; none to add one. */
  reservation: ReservationView | null;
  /** Adding at a table of the floor plan: its venue, table and night are filled in. */
  at?: TablePlace | null;
}

export interface TablePlace {
  clubId: string;
  tableId: string;
  /** yyyy-MM-dd */
  night: string;
}

function valuesOf(reservation: ReservationView | null, clubId: string, at?: TablePlace | null): EditFormValues {
  return {
    clubId: reservation?.clubId ?? at?.clubId ?? clubId,
    eventId: reservation?.eventId ?? '',
    date: formatNight(reservation?.date ?? at?.night ?? tonight()),
    persons: reservation ? String(reservation.persons) : '2',
    tableId: reservation?.tableId ?? at?.tableId ?? '',
    firstName: reservation?.firstName ?? '',
    lastName: reservation?.lastName ?? '',
    phone: reservation?.phone ?? '',
    email: reservation?.email ?? '',
  };
}

/** What an edit sends: only what changed, with the version it was made on. */
function changesOf(values: EditFormValues, initial: EditFormValues, version: number): ReservationUpdateInput {
  const changes: ReservationUpdateInput = { version };
  if (values.firstName !== initial.firstName) changes.firstName = values.firstName;
  if (values.lastName !== initial.lastName) changes.lastName = values.lastName;
  if (values.phone !== initial.phone) changes.phone = values.phone;
  if (values.email !== initial.email) changes.email = values.email;
  if (values.persons !== initial.persons) changes.persons = personsOf(values.persons);
  if (values.date !== initial.date) changes.date = nightFromInput(values.date) || values.date;
  if (values.tableId !== initial.tableId) changes.tableId = values.tableId;
  if (values.eventId !== initial.eventId) changes.eventId = values.eventId || null;
  return changes;
}

/** The dashboard's 'Dodaj rezervaciju' and its edit: venue (admins), event, night, persons, table, guest. */
export function ReservationEditModal({ show, reservation: requested, picksVenue, ownClubId, at, onClose }: ReservationEditModalProps) {
  const reservation = useKeptWhileClosing(show, requested);
  const [addReservation] = useAddReservationMutation();
  const [changeReservation] = useChangeReservationMutation();
  const t = useMessages();
  const initialValues = useMemo(() => valuesOf(reservation, picksVenue ? '' : (ownClubId ?? ''), at), [reservation, picksVenue, ownClubId, at]);

  async function save(values: EditFormValues) {
    if (reservation) {
      try {
        await changeReservation({ id: reservation._id, changes: changesOf(values, initialValues, reservation.version) }).unwrap();
      } catch (error) {
        // Someone changed it meanwhile: the list is being refreshed, the edit starts again from there.
        if (isStaleAnswer(error)) return undefined;
        throw error;
      }
      return t('reservations.changed');
    }
    await addReservation({
      clubId: values.clubId,
      eventId: values.eventId || undefined,
      date: nightFromInput(values.date) || values.date,
      persons: personsOf(values.persons),
      tableId: values.tableId,
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      email: values.email || undefined,
    }).unwrap();
    return t('reservations.addedToast');
  }

  const validate = (values: EditFormValues) => (reservation ? validateEdit({ ...values, clubId: undefined }) : validateAdd(values));

  return (
    <FormModal<EditFormValues>
      show={show}
      size="lg"
      title={reservation ? t('reservations.edit.title') : t('reservations.add')}
      formLabel={reservation ? t('reservations.edit.form') : t('reservations.newForm')}
      formClassName="reservation-form"
      submitLabel={reservation ? t('reservations.edit.save') : t('reservations.add')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      failed={fieldOrMessageErrorsOf}
      onClose={onClose}
      after={<EntityHistory entityType="reservation" entityId={reservation?._id} />}
    >
      {({ values }) => (
        <>
          {picksVenue && !reservation && <VenuePicker />}
          <EventPicker clubId={values.clubId} keepTitle={reservation?.eventTitle || reservation?.name} locked={Boolean(reservation?.eventId)} />
          <div className="row">
            <div className="col-12 col-md-6">
              <NightField
                name="date"
                label={t('reservations.fact.date')}
                required
                readOnly={Boolean(values.eventId)}
                hint={values.eventId ? t('reservations.edit.eventDate') : undefined}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="persons" label={t('reservations.arrival.persons')} type="number" required />
            </div>
          </div>
          <TablePicker
            clubId={values.clubId}
            night={nightFromInput(values.date)}
            eventId={values.eventId}
            persons={personsOf(values.persons)}
            selected={values.tableId}
            keep={reservation?.tableId}
          />
          <div className="row">
            <GuestFields fillFromBrowser={false} emailOptional />
          </div>
        </>
      )}
    </FormModal>
  );
}

function VenuePicker() {
  const { data: venues = [] } = useGetVenueNamesQuery(undefined);
  const t = useMessages();
  return (
    <SelectField
      name="clubId"
      label={t('reservations.fact.venue')}
      required
      placeholder={t('reservations.edit.pickVenue')}
      options={venues.map((venue) => ({ value: venue._id, label: venue.name }))}
    />
  );
}

const eventOptionLabel = (event: Pick<EventView, 'dateOfEvent' | 'title'>) => `${formatNight(event.dateOfEvent)} — ${event.title}`;

/**
 * 'Događaj': the venue's events from tonight on (up to 1000). Choosing one fixes the night to the
 * event's and locks both; 'Bez događaja' undoes the choice while adding.
 */
function EventPicker({ clubId, keepTitle, locked }: { clubId: string; keepTitle?: string; locked: boolean }) {
  const form = useForm<EditFormValues>();
  const t = useMessages();
  const { data } = useGetUpcomingEventsQuery({ from: tonight(), clubId }, { skip: !clubId, refetchOnMountOrArgChange: true });
  const events = data?.data ?? [];
  return (
    <Field<string> name="eventId">
      {({ input }) => {
        const chosen = input.value;
        const known = events.some((event) => event._id === chosen);
        const choose = (eventId: string) => {
          const event = events.find((candidate) => candidate._id === eventId);
          form.batch(() => {
            form.change('eventId', eventId);
            if (event) form.change('date', formatNight(event.dateOfEvent));
          });
        };
        return (
          <div className="mb-3">
            <label className="form-label" htmlFor="reservation-event">
              {t('reservations.fact.event')}
            </label>
            <div className="d-flex gap-2">
              <select id="reservation-event" className="form-select" value={chosen} disabled={Boolean(chosen) || !clubId} onChange={(change) => choose(change.target.value)}>
                <option value="">{clubId ? t('reservations.edit.noEvent') : t('reservations.edit.venueFirst')}</option>
                {chosen && !known && <option value={chosen}>{keepTitle || t('reservations.edit.chosenEvent')}</option>}
                {events.map((event) => (
                  <option key={event._id} value={event._id}>
                    {eventOptionLabel(event)}
                  </option>
                ))}
              </select>
              {chosen && !locked && (
                <Button variant="outline-secondary" className="text-nowrap" onClick={() => form.change('eventId', '')}>
                  {t('reservations.edit.noEvent')}
                </Button>
              )}
            </div>
          </div>
        );
      }}
    </Field>
  );
}
