import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { RESERVATION_MESSAGES, guestReservationSchema, type PlacedReservationView, type UserView, type VenueWorkingHoursEntry } from '@izlazak/contracts';
import { CheckboxField, TextField } from '../../../components/form/fields';
import { GuestFields, guestContactOf, type GuestContact } from '../../../components/form/guest-fields';
import { FormActions, fieldOrMessageErrorsOf } from '../../../components/form-modal';
import { NightField } from '../../../components/form/night-field';
import { validateWith } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { withKnownSession } from '../../../components/when-session-known';
import { useAttemptKey } from '../../../api/idempotency-key';
import { useAddReservationMutation } from '../api';
import { closedOn, couponLabel, discountedTicketLabel, formatNight, nightFromInput, personsOf, tonight } from './reservation-format';
import { ReservationStatusBadge } from '../../../components/reservation-status-badge';
import { TablePicker } from './table-picker';
import { useGetTableTermsQuery } from '../../../api/shared-lookups';
import { BookingTerms } from '../../../components/booking-terms';
import { PaymentSlip } from '../../../components/payment-slip';
import '../../../components/form-modal.css';
import '../reservations.css';
import { useLocale, useMessages } from '../../../lib/locale';

export interface ReservableEvent {
  _id: string;
  title: string;
  /** yyyy-MM-dd */
  dateOfEvent: string;
}

export interface ReservationFormProps {
  clubId: string;
  /** The event it is for: the night is the event's and cannot be changed. */
  event?: ReservableEvent | null;
  /** The venue's hours, when known: a night it is closed is said at once. */
  workingHours?: readonly VenueWorkingHoursEntry[];
  /** The night it opens on (yyyy-MM-dd; a full guest list's 'Rezerviši sto' names its night), else tonight. */
  night?: string;
  /** A promoter's code (their link brings it): the reservation is theirs. */
  promoterCode?: string;
  /** 'Zatvori' after the reservation was made. */
  onDone: () => void;
  /** 'Lista čekanja' (when no table fits, or the guest would rather wait): the form it opens instead, with 'Nazad'. */
  renderWaitlist?: (request: WaitlistRequest) => ReactNode;
}

export interface WaitlistRequest {
  clubId: string;
  /** yyyy-MM-dd */
  night: string;
  persons: number;
  onBack: () => void;
  onDone: () => void;
}

interface GuestFormValues extends GuestContact {
  date: string;
  persons: string;
  tableId: string;
  couponCode: string;
  couponOptional: boolean;
}

const validateGuestForm = validateWith(guestReservationSchema);

/**
 * The public reservation form (a venue's 'Rezerviši', an event's 'Rezerviši'): the night, how many,
 * a table free that night and big enough, and who is coming. Ends with the reservation's number.
 */
export const ReservationForm = withKnownSession<ReservationFormProps>(GuestReservationForm);

function GuestReservationForm({ clubId, event, night, promoterCode, workingHours, onDone, renderWaitlist, user }: ReservationFormProps & { user: UserView | null }) {
  const [addReservation] = useAddReservationMutation();
  const [waitlist, setWaitlist] = useState<{ night: string; persons: number } | null>(null);
  const attemptKey = useAttemptKey();
  const [made, setMade] = useState<PlacedReservationView | null>(null);
  const [couponAsked, setCouponAsked] = useState(false);
  const t = useMessages();
  const locale = useLocale();
  // The form starts once with what is known; a session arriving later does not wipe what was typed.
  const [initialValues] = useState<GuestFormValues>(() => ({
    date: formatNight(event?.dateOfEvent ?? (night && night >= tonight() ? night : tonight())),
    persons: '2',
    tableId: '',
    ...guestContactOf(user),
    couponCode: '',
    couponOptional: false,
  }));

  if (made) return <ReservationMade reservation={made} couponAsked={made.couponCode === null && couponAsked} onDone={onDone} />;
  if (waitlist && renderWaitlist) return renderWaitlist({ clubId, ...waitlist, onBack: () => setWaitlist(null), onDone });

  const nightProblem = (night: string) => {
    if (!night) return null;
    if (night < tonight()) return RESERVATION_MESSAGES.nightOver;
    if (closedOn(night, workingHours)) return RESERVATION_MESSAGES.venueClosed;
    return null;
  };

  async function onSubmit(values: GuestFormValues) {
    try {
      const input = {
        clubId,
        tableId: values.tableId,
        date: nightFromInput(values.date) || values.date,
        eventId: event?._id,
        name: event?.title,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone,
        email: values.email,
        persons: personsOf(values.persons),
        couponCode: values.couponCode?.trim() || undefined,
        couponOptional: values.couponCode?.trim() ? values.couponOptional : undefined,
        ...(promoterCode ? { promoterCode } : {}),
        locale,
      };
      const reservation = await addReservation({ ...input, idempotencyKey: attemptKey(input) }).unwrap();
      setCouponAsked(Boolean(values.couponCode?.trim()));
      notifySuccess(t('booking.made.toast'));
      setMade(reservation);
      return undefined;
    } catch (error) {
      const errors = fieldOrMessageErrorsOf(error);
      // Said above the button, not under the field: the refreshed list drops the taken table at
      // once, and a field's message would go with it.
      if (errors?.tableId === t(RESERVATION_MESSAGES.tableTaken)) return { [FORM_ERROR]: t(RESERVATION_MESSAGES.tableTaken) };
      return errors;
    }
  }

  return (
    <Form<GuestFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => validateGuestForm({ ...values, clubId })}>
      {({ handleSubmit, submitting, values, submitError }) => {
        const night = nightFromInput(values.date);
        const problem = nightProblem(night);
        return (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('venue.booking.title')} className="reservation-form">
            {event && (
              <p className="reservation-form__event">
                {t('booking.event')} <strong>{event.title}</strong>
              </p>
            )}
            <div className="row">
              <div className="col-12 col-sm-7">
                <NightField name="date" label={t('booking.date')} required readOnly={Boolean(event)} hint={event ? t('booking.eventDate') : undefined} />
              </div>
              <div className="col-12 col-sm-5">
                <TextField name="persons" label={t('booking.persons')} type="number" required />
              </div>
            </div>
            {problem ? (
              <Alert variant="warning" className="py-2" data-testid="reservation-night-problem">
                {problem}
              </Alert>
            ) : (
              <>
                <TablePicker onPlan clubId={clubId} night={night} eventId={event?._id} persons={personsOf(values.persons)} selected={values.tableId} />
                {values.tableId && night && <TableTerms clubId={clubId} tableId={values.tableId} night={night} eventId={event?._id} />}
              </>
            )}
            {renderWaitlist && night && !problem && (
              <p className="small mt-n2">
                {t('booking.noFittingTable')}{' '}
                <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => setWaitlist({ night, persons: personsOf(values.persons) })}>
                  {t('booking.waitlist')}
                </Button>
              </p>
            )}
            <div className="row">
              <GuestFields fillFromBrowser />
              <div className="col-12 col-sm-6">
                <TextField name="couponCode" label={t('booking.coupon')} autoComplete="off" placeholder={t('booking.couponPlaceholder')} />
              </div>
              {values.couponCode?.trim() && (
                <div className="col-12 col-sm-6 d-flex align-items-sm-center">
                  <CheckboxField name="couponOptional" label={t('booking.couponOptional')} />
                </div>
              )}
            </div>
            <FormActions submitError={submitError as unknown} submitting={submitting} submitLabel={t('booking.submit')} holdSubmit={Boolean(problem)} />
          </form>
        );
      }}
    </Form>
  );
}

/** The chosen table's terms, which the guest accepts by booking. */
function TableTerms({ clubId, tableId, night, eventId }: { clubId: string; tableId: string; night: string; eventId?: string }) {
  const { data } = useGetTableTermsQuery({ clubId, tableId, night, eventId });
  if (!data || data.tableId !== tableId) return null;
  return <BookingTerms terms={data.terms} beforeBooking={{ depositHoldMinutes: data.depositHoldMinutes }} />;
}

/** The answer a guest keeps: the reservation's number, its status, the deposit's slip when one is asked, and that a mail is on its way. */
function ReservationMade({ reservation, couponAsked, onDone }: { reservation: PlacedReservationView; couponAsked: boolean; onDone: () => void }) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <div className="reservation-made" data-testid="reservation-success" role="status">
      <p className="reservation-made__title">{t('booking.made.title')}</p>
      <p className="mb-1 text-body-secondary">{t('booking.made.number')}</p>
      <p className="reservation-made__number" data-testid="reservation-unique-id">
        {reservation.uniqueId}
      </p>
      <p className="mb-3">
        {t('booking.made.status')} <ReservationStatusBadge status={reservation.status} />
      </p>
      {reservation.couponCode && (
        <p className="mb-2 text-success" data-testid="reservation-discount">
          {couponLabel(reservation, locale)}
          {discountedTicketLabel(reservation, locale) && <span className="d-block">{discountedTicketLabel(reservation, locale)}</span>}
        </p>
      )}
      {couponAsked && <p className="mb-2 text-body-secondary">{t('booking.made.couponNotApplied')}</p>}
      {reservation.payment && <PaymentSlip slip={reservation.payment} uniqueId={reservation.uniqueId} />}
      {!reservation.payment && <BookingTerms terms={reservation.terms} />}
      <p className="small text-body-secondary">
        {formatNight(reservation.date)} · {reservation.club} · {t('booking.made.table', { table: reservation.tableName })} · {t('persons.count', { count: reservation.persons })}
        <br />
        {t('booking.made.mailBefore')} <strong>{reservation.email}</strong>
        {t('booking.made.mailAfter')}
      </p>
      <Button variant="primary" onClick={onDone}>
        {t('booking.made.close')}
      </Button>
    </div>
  );
}
