import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { WEEKDAYS, check, venueWorkingHoursEntrySchema, type VenueWorkingHoursEntry, type VenueWorkingHoursEntryInput } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { FieldError } from '../../../components/form/fields';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { CheckIcon, ClockIcon } from '../../../components/icons';
import { notifySuccess } from '../../../components/notify';
import { useGetVenueQuery, useUpdateWorkingHoursMutation } from '../api';
import { NoOwnVenue, useOwnClubId } from '../components/own-venue';
import { WEEK_ORDER, workingHoursText } from '../components/working-hours-text';
import { useLocale, useMessages } from '../../../lib/locale';
import { weekdayName } from '../../../lib/weekday';
import '../venues.css';

interface DayHours {
  dayIndex: number;
  open: boolean;
  alwaysOpen: boolean;
  from: string;
  to: string;
}

type DayErrors = Partial<Record<'from' | 'to' | 'day', string>>;

/** The form's values: the week in WEEK_ORDER, each day one value, so that any change to a day clears its errors. */
interface WeekValues {
  week: DayHours[];
}

const DEFAULT_FROM = '20:00';
const DEFAULT_TO = '02:00';

function toWeek(saved: readonly VenueWorkingHoursEntry[]): DayHours[] {
  return WEEK_ORDER.map((dayIndex) => {
    const entry = saved.find((day) => day.dayIndex === dayIndex);
    // A day never set is a day the venue does not open.
    if (!entry) return { dayIndex, open: false, alwaysOpen: false, from: '', to: '' };
    return { dayIndex, open: !entry.closed, alwaysOpen: entry.alwaysOpen, from: entry.from, to: entry.to };
  });
}

function toEntry(day: DayHours): Omit<VenueWorkingHoursEntryInput, '_id'> {
  return { day: WEEKDAYS[day.dayIndex], from: day.from, to: day.to, closed: !day.open, alwaysOpen: day.alwaysOpen };
}

function dayErrors(day: DayHours): DayErrors | null {
  const result = check(toEntry(day), venueWorkingHoursEntrySchema);
  if (!result.errors) return null;
  return Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
}

/** Errors per position in the week, as the form keeps them under `week[position]`. */
function weekErrors(errorsAt: (day: DayHours, position: number) => DayErrors | null, week: DayHours[]) {
  const found = week.map((day, position) => errorsAt(day, position) ?? undefined);
  return found.some(Boolean) ? { week: found } : undefined;
}

/** Server errors name the entry by its position in the list sent, e.g. "workingHours.4.to". */
function serverDayErrors(error: unknown): (day: DayHours, position: number) => DayErrors | null {
  const byPosition: Record<number, DayErrors> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error) ?? {})) {
    const match = /(?:^|\.)(\d+)\.(from|to|day)$/.exec(field);
    if (match) byPosition[Number(match[1])] = { ...byPosition[Number(match[1])], [match[2]]: message };
  }
  return (_day, position) => byPosition[position] ?? null;
}

/**
 * The week as saved, loaded with the venue so that a save names the version it was made from.
 * When the week is loaded again (after a save, or after a save refused because someone changed
 * the venue meanwhile) the editor starts over from it.
 */
function WorkingHoursEditor({ clubId, saved, version }: { clubId: string; saved: readonly VenueWorkingHoursEntry[]; version: number | null }) {
  const initialValues = useMemo<WeekValues>(() => ({ week: toWeek(saved) }), [saved]);
  const [selected, setSelected] = useState<number>(() => new Date().getDay());
  const [updateWorkingHours] = useUpdateWorkingHoursMutation();
  const t = useMessages();

  async function save({ week }: WeekValues) {
    const invalid = weekErrors(dayErrors, week);
    if (invalid) {
      setSelected(WEEK_ORDER.find((_, position) => invalid.week[position])!);
      return invalid;
    }
    try {
      await updateWorkingHours({ clubId, days: week.map(toEntry), version }).unwrap();
      notifySuccess(t('workingHours.saved'));
      return undefined;
    } catch (error) {
      return weekErrors(serverDayErrors(error), week);
    }
  }

  return (
    <Form<WeekValues> key={String(version)} onSubmit={save} initialValues={initialValues} subscription={{}}>
      {() => <WeekEditor selected={selected} onSelect={setSelected} />}
    </Form>
  );
}

/** A day's value and the errors its last save found, shown until the day is changed. */
function useDay(position: number) {
  const { input, meta } = useField<DayHours>(`week[${position}]`, { subscription: { value: true, submitError: true, dirtySinceLastSubmit: true } });
  const errors = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as DayErrors | undefined);
  return { day: input.value, errors, change: (patch: Partial<DayHours>) => input.onChange({ ...input.value, ...patch }) };
}

function WeekEditor({ selected, onSelect }: { selected: number; onSelect: (dayIndex: number) => void }) {
  const form = useForm<WeekValues>();
  const t = useMessages();
  const locale = useLocale();
  const { values, initialValues, submitting } = useFormState<WeekValues>({ subscription: { values: true, initialValues: true, submitting: true } });
  const dirty = JSON.stringify(values.week) !== JSON.stringify(initialValues?.week);
  const today = new Date().getDay();
  const position = WEEK_ORDER.findIndex((dayIndex) => dayIndex === selected);
  const { day, errors, change } = useDay(position);
  const selectedErrors = errors ?? {};
  const endsNextDay = day.open && !day.alwaysOpen && day.from && day.to && day.to < day.from;

  function setOpen(open: boolean) {
    // Opening a day without hours starts from a usual night out, which the manager then adjusts.
    const times = open && !day.from && !day.to ? { from: DEFAULT_FROM, to: DEFAULT_TO } : {};
    change({ open, ...times, ...(open ? {} : { alwaysOpen: false }) });
  }

  function copyToAllDays() {
    form.change(
      'week',
      values.week.map((entry) => ({ ...entry, open: day.open, alwaysOpen: day.alwaysOpen, from: day.from, to: day.to })),
    );
  }

  return (
    <div className="row g-4 align-items-start working-hours">
      <div className="col-12 col-lg-5 col-xl-4">
        <div className="card border-0 shadow-sm">
          <div className="list-group list-group-flush day-list" role="tablist" aria-label={t('workingHours.days')}>
            {WEEK_ORDER.map((dayIndex, at) => (
              <DayTab key={dayIndex} position={at} selected={dayIndex === selected} today={dayIndex === today} onSelect={() => onSelect(dayIndex)} />
            ))}
          </div>
        </div>
      </div>

      <div className="col-12 col-lg-7 col-xl-7 col-xxl-6">
        <section className="card border-0 shadow-sm" role="tabpanel" aria-label={t('workingHours.ofDay', { day: weekdayName(selected, locale) })}>
          <div className="card-header bg-transparent py-3 d-flex align-items-center gap-2">
            <ClockIcon size={20} className="text-primary" />
            <h2 className="h5 mb-0">{weekdayName(selected, locale)}</h2>
            {selected === today && <span className="badge text-bg-primary ms-1">{t('workingHours.today')}</span>}
          </div>
          <div className="card-body">
            <div className="d-flex flex-wrap gap-4 mb-4">
              <div className="form-check form-switch form-switch-lg">
                <input id="working-day-open" className="form-check-input" type="checkbox" role="switch" checked={day.open} onChange={(event) => setOpen(event.target.checked)} />
                <label className="form-check-label fw-semibold" htmlFor="working-day-open">
                  {t('workingHours.open')}
                </label>
              </div>
              <div className="form-check form-switch form-switch-lg">
                <input
                  id="working-day-always-open"
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  checked={day.alwaysOpen}
                  disabled={!day.open}
                  onChange={(event) => change({ alwaysOpen: event.target.checked })}
                />
                <label className="form-check-label fw-semibold" htmlFor="working-day-always-open">
                  {t('workingHours.allDay')}
                </label>
              </div>
            </div>

            <fieldset disabled={!day.open || day.alwaysOpen} className="row g-3">
              <legend className="visually-hidden">{t('workingHours.hours')}</legend>
              <TimeField id="working-day-from" label={t('workingHours.from')} value={day.from} error={selectedErrors.from} onChange={(from) => change({ from })} />
              <TimeField id="working-day-to" label={t('workingHours.to')} value={day.to} error={selectedErrors.to} onChange={(to) => change({ to })} />
            </fieldset>
            <p className="small text-body-secondary mt-3 mb-0" aria-live="polite">
              {!day.open
                ? t('workingHours.closedDay')
                : day.alwaysOpen
                  ? t('workingHours.allDayText')
                  : endsNextDay
                    ? t('workingHours.untilNextDay', { time: day.to })
                    : t('workingHours.enterHours')}
            </p>
            {selectedErrors.day && (
              <Alert variant="danger" className="py-2 mt-3 mb-0">
                {selectedErrors.day}
              </Alert>
            )}
          </div>
          <div className="card-footer bg-transparent d-flex flex-wrap justify-content-between gap-2 py-3">
            <Button variant="link" className="px-0 text-decoration-none" onClick={copyToAllDays} disabled={submitting}>
              {t('workingHours.applyToAll')}
            </Button>
            <div className="d-flex gap-2">
              <Button variant="outline-secondary" onClick={() => form.reset()} disabled={!dirty || submitting}>
                {t('workingHours.undo')}
              </Button>
              <Button variant="primary" onClick={() => void form.submit()} disabled={submitting}>
                {submitting ? <Spinner animation="border" size="sm" className="me-2" /> : <CheckIcon size={16} className="me-2" />}
                {t('workingHours.save')}
              </Button>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}

function DayTab({ position, selected, today, onSelect }: { position: number; selected: boolean; today: boolean; onSelect: () => void }) {
  const { day, errors } = useDay(position);
  const t = useMessages();
  const locale = useLocale();
  return (
    <button type="button" role="tab" aria-selected={selected} className={`list-group-item list-group-item-action day-list__item ${selected ? 'active' : ''}`} onClick={onSelect}>
      <span className="day-list__name">
        {weekdayName(day.dayIndex, locale)}
        {today && <span className="day-list__today">{t('workingHours.today')}</span>}
        {errors && <span className="day-list__error" title={t('workingHours.checkTime')} />}
      </span>
      <span className={`day-list__hours ${day.open ? '' : 'is-closed'}`}>{workingHoursText({ ...day, closed: !day.open }, locale)}</span>
    </button>
  );
}

function TimeField({ id, label, value, error, onChange }: { id: string; label: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="col-6">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="time"
        className={`form-control form-control-lg ${error ? 'is-invalid' : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Radno vreme: per weekday open or not, 24h or from–to; today's day is shown first. */
export function WorkingHoursPage() {
  const clubId = useOwnClubId();
  const { data: venue, isLoading, isError } = useGetVenueQuery(clubId, { skip: !clubId });
  const t = useMessages();

  if (!clubId) return <NoOwnVenue />;
  if (isLoading) return <LoadingIndicator label={t('workingHours.loading')} />;
  if (isError || !venue) return <Alert variant="danger">{t('workingHours.unavailable')}</Alert>;
  return <WorkingHoursEditor clubId={clubId} saved={venue.workingHours} version={venue.version} />;
}
