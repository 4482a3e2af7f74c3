import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import {
  WEEKDAYS,
  check,
  venueWorkingHoursEntrySchema,
  type VenueWorkingHoursEntry,
  type VenueWorkingHoursEntryInput,
} from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { CheckIcon, ClockIcon } from '../../../components/icons';
import { notifySuccess } from '../../../components/notify';
import { useGetVenueQuery, useUpdateWorkingHoursMutation } from '../api';
import { NoOwnVenue, useOwnClubId } from '../components/own-venue';
import { WEEK_ORDER, workingHoursText } from '../components/working-hours-text';
import '../venues.css';

interface DayHours {
  dayIndex: number;
  open: boolean;
  alwaysOpen: boolean;
  from: string;
  to: string;
}

type DayErrors = Partial<Record<'from' | 'to' | 'day', string>>;

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
  return Object.fromEntries(result.errors.map((error) => [error.field, error.message])) as DayErrors;
}

/**
 * The week as saved, loaded with the venue so that a save names the version it was made from.
 * When the week is loaded again (after a save, or after a save refused because someone changed
 * the venue meanwhile) the editor starts over from it.
 */
function WorkingHoursEditor({ clubId, saved, version }: { clubId: string; saved: readonly VenueWorkingHoursEntry[]; version: number | null }) {
  const initialWeek = useMemo(() => toWeek(saved), [saved]);
  const [week, setWeek] = useState<DayHours[]>(initialWeek);
  const [shownWeek, setShownWeek] = useState(initialWeek);
  const [selected, setSelected] = useState<number>(() => new Date().getDay());
  const [errors, setErrors] = useState<Record<number, DayErrors>>({});
  if (shownWeek !== initialWeek) {
    setShownWeek(initialWeek);
    setWeek(initialWeek);
    setErrors({});
  }
  const [updateWorkingHours, { isLoading: saving }] = useUpdateWorkingHoursMutation();
  const today = new Date().getDay();
  const day = week.find((entry) => entry.dayIndex === selected)!;
  const dirty = JSON.stringify(week) !== JSON.stringify(initialWeek);

  function change(patch: Partial<DayHours>, dayIndex = selected) {
    setWeek((current) => current.map((entry) => (entry.dayIndex === dayIndex ? { ...entry, ...patch } : entry)));
    setErrors((current) => {
      const next = { ...current };
      delete next[dayIndex];
      return next;
    });
  }

  function setOpen(open: boolean) {
    // Opening a day without hours starts from a usual night out, which the manager then adjusts.
    const times = open && !day.from && !day.to ? { from: DEFAULT_FROM, to: DEFAULT_TO } : {};
    change({ open, ...times, ...(open ? {} : { alwaysOpen: false }) });
  }

  function copyToAllDays() {
    setWeek((current) => current.map((entry) => ({ ...entry, open: day.open, alwaysOpen: day.alwaysOpen, from: day.from, to: day.to })));
    setErrors({});
  }

  async function save() {
    const found: Record<number, DayErrors> = {};
    for (const entry of week) {
      const entryErrors = dayErrors(entry);
      if (entryErrors) found[entry.dayIndex] = entryErrors;
    }
    setErrors(found);
    const firstWithError = WEEK_ORDER.find((index) => found[index]);
    if (firstWithError !== undefined) {
      setSelected(firstWithError);
      return;
    }
    try {
      await updateWorkingHours({ clubId, days: week.map(toEntry), version }).unwrap();
      notifySuccess('Radno vreme uspešno izmenjeno');
    } catch (error) {
      // Server errors name the entry by position in the list, e.g. "workingHours.4.to".
      const fields = serverFieldErrors(error) ?? {};
      const mapped: Record<number, DayErrors> = {};
      for (const [field, message] of Object.entries(fields)) {
        const match = /(?:^|\.)(\d+)\.(from|to|day)$/.exec(field);
        if (!match) continue;
        const entry = week[Number(match[1])];
        if (entry) mapped[entry.dayIndex] = { ...mapped[entry.dayIndex], [match[2]]: message };
      }
      setErrors(mapped);
    }
  }

  const selectedErrors = errors[selected] ?? {};
  const endsNextDay = day.open && !day.alwaysOpen && day.from && day.to && day.to < day.from;

  return (
    <div className="row g-4 align-items-start working-hours">
      <div className="col-12 col-lg-5 col-xl-4">
        <div className="card border-0 shadow-sm">
          <div className="list-group list-group-flush day-list" role="tablist" aria-label="Dani u nedelji">
            {week.map((entry) => (
              <button
                key={entry.dayIndex}
                type="button"
                role="tab"
                aria-selected={entry.dayIndex === selected}
                className={`list-group-item list-group-item-action day-list__item ${entry.dayIndex === selected ? 'active' : ''}`}
                onClick={() => setSelected(entry.dayIndex)}
              >
                <span className="day-list__name">
                  {WEEKDAYS[entry.dayIndex]}
                  {entry.dayIndex === today && <span className="day-list__today">Danas</span>}
                  {errors[entry.dayIndex] && <span className="day-list__error" title="Proverite vreme" />}
                </span>
                <span className={`day-list__hours ${entry.open ? '' : 'is-closed'}`}>
                  {workingHoursText({ ...entry, closed: !entry.open })}
                </span>
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="col-12 col-lg-7 col-xl-7 col-xxl-6">
        <section className="card border-0 shadow-sm" role="tabpanel" aria-label={`Radno vreme: ${WEEKDAYS[selected]}`}>
          <div className="card-header bg-transparent py-3 d-flex align-items-center gap-2">
            <ClockIcon size={20} className="text-primary" />
            <h2 className="h5 mb-0">{WEEKDAYS[selected]}</h2>
            {selected === today && <span className="badge text-bg-primary ms-1">Danas</span>}
          </div>
          <div className="card-body">
            <div className="d-flex flex-wrap gap-4 mb-4">
              <div className="form-check form-switch form-switch-lg">
                <input
                  id="working-day-open"
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  checked={day.open}
                  onChange={(event) => setOpen(event.target.checked)}
                />
                <label className="form-check-label fw-semibold" htmlFor="working-day-open">
                  Otvoreno
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
                  Radi 24h
                </label>
              </div>
            </div>

            <fieldset disabled={!day.open || day.alwaysOpen} className="row g-3">
              <legend className="visually-hidden">Vreme rada</legend>
              <TimeField id="working-day-from" label="Od" value={day.from} error={selectedErrors.from} onChange={(from) => change({ from })} />
              <TimeField id="working-day-to" label="Do" value={day.to} error={selectedErrors.to} onChange={(to) => change({ to })} />
            </fieldset>
            <p className="small text-body-secondary mt-3 mb-0" aria-live="polite">
              {!day.open
                ? 'Objekat ovog dana ne radi.'
                : day.alwaysOpen
                  ? 'Objekat radi ceo dan, bez zatvaranja.'
                  : endsNextDay
                    ? `Radi do ${day.to} narednog dana.`
                    : 'Unesite vreme otvaranja i zatvaranja.'}
            </p>
            {selectedErrors.day && (
              <Alert variant="danger" className="py-2 mt-3 mb-0">
                {selectedErrors.day}
              </Alert>
            )}
          </div>
          <div className="card-footer bg-transparent d-flex flex-wrap justify-content-between gap-2 py-3">
            <Button variant="link" className="px-0 text-decoration-none" onClick={copyToAllDays} disabled={saving}>
              Primeni na sve dane
            </Button>
            <div className="d-flex gap-2">
              <Button variant="outline-secondary" onClick={() => setWeek(initialWeek)} disabled={!dirty || saving}>
                Poništi
              </Button>
              <Button variant="primary" onClick={save} disabled={saving}>
                {saving ? <Spinner animation="border" size="sm" className="me-2" /> : <CheckIcon size={16} className="me-2" />}
                Sačuvaj radno vreme
              </Button>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}

function TimeField({ id, label, value, error, onChange }: { id: string; label: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="col-6">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="time" className={`form-control form-control-lg ${error ? 'is-invalid' : ''}`} value={value} onChange={(event) => onChange(event.target.value)} />
      {error && <div className="invalid-feedback">{error}</div>}
    </div>
  );
}

/** Radno vreme: per weekday open or not, 24h or from–to; today's day is shown first. */
export function WorkingHoursPage() {
  const clubId = useOwnClubId();
  const { data: venue, isLoading, isError } = useGetVenueQuery(clubId, { skip: !clubId });

  if (!clubId) return <NoOwnVenue />;
  if (isLoading) return <LoadingIndicator label="Učitavanje radnog vremena..." />;
  if (isError || !venue) return <Alert variant="danger">Radno vreme trenutno nije dostupno.</Alert>;
  return <WorkingHoursEditor clubId={clubId} saved={venue.workingHours} version={venue.version} />;
}
