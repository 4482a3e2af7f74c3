import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { skipToken } from '@reduxjs/toolkit/query';
import { NIGHT_ENDS_AT_HOUR, reservationStatusLabel, type HistoryFloorState, type HistoryNight } from '@izlazak/contracts';
import { DataTable } from '../../../components/data-table';
import { venueLegend, venueLook } from '../../../components/floor-plan/floor-looks';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { belgradeInstant, formatBelgradeDateTime, isoDateOf, nextDay } from '../../../lib/belgrade-time';
import { useGetFloorAtQuery, useGetNightAtQuery, type NightArgs } from '../api';
import { replayedPlan } from './replayed-plan';
import { VenueSelect } from './venue-select';
import { useLocale, useMessages } from '../../../lib/locale';
import { DATE_FORMAT } from '../../../lib/dates';

// The plan's drawing comes with the first replay of a venue that has one.
const FloorPlan = lazy(() => import('../../../components/floor-plan/floor-plan'));

/** The slider's night: 23:00 … 05:00 in steps of five minutes. */
const SLIDER_START_MINUTES = 23 * 60;
const SLIDER_STEP_MINUTES = 5;
const SLIDER_STEPS = (6 * 60) / SLIDER_STEP_MINUTES;
/** The replay follows the slider once it rests this long (arrow keys and drags pass many minutes). */
const SLIDER_SETTLE_MS = 200;

const pad = (value: number) => String(value).padStart(2, '0');

/** The slider's step as HH:mm of the night. */
function timeOfStep(step: number): string {
  const minutes = (SLIDER_START_MINUTES + step * SLIDER_STEP_MINUTES) % (24 * 60);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The step nearest to HH:mm (a time before 23:00 in the evening: the first one; after 05:00 in the morning: the last one). */
function stepOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  const sinceStart = (hours * 60 + minutes - SLIDER_START_MINUTES + 24 * 60) % (24 * 60);
  if (hours >= NIGHT_ENDS_AT_HOUR && hours < 23) return hours < 14 ? SLIDER_STEPS : 0;
  return Math.min(SLIDER_STEPS, Math.round(sinceStart / SLIDER_STEP_MINUTES));
}

/** Today in Belgrade as dd.MM.yyyy; before the night ends in the morning, still yesterday's night. */
function currentNight(): string {
  const now = formatBelgradeDateTime(new Date().toISOString());
  const [date, time] = now.split(' ');
  if (Number(time.slice(0, 2)) >= NIGHT_ENDS_AT_HOUR) return date;
  const [d, m, y] = date.split('.');
  const yesterday = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) - 1)).toISOString().slice(0, 10);
  return yesterday.split('-').reverse().join('.');
}

/** A time of a night: before the morning it is the next calendar day's. */
const instantOfNight = (night: string, time: string) => (Number(time.slice(0, 2)) < NIGHT_ENDS_AT_HOUR ? belgradeInstant(nextDay(night), time) : belgradeInstant(night, time));

interface NightReplayProps {
  /** A manager's own venue; an admin picks one. */
  clubId: string | null;
  venues: { _id: string; name: string }[] | null;
}

/** One moment's answers together: the tables and who held them, and the plan as it stood. */
interface Snapshot {
  night: HistoryNight;
  floor: HistoryFloorState | null;
}

/**
 * 'Ko je imao sto u …': a night and a minute → each table and who held it then, replayed from the
 * streams; on the venue's plan as it stood then when it had one (else the list), with a slider
 * over the night (23:00 … 05:00) that replays it minute by minute.
 */
export function NightReplay({ clubId: ownClubId, venues }: NightReplayProps) {
  const id = useId();
  const t = useMessages();
  const locale = useLocale();
  const [night, setNight] = useState(currentNight);
  const [time, setTime] = useState('01:30');
  const [clubId, setClubId] = useState(ownClubId ?? '');
  const [error, setError] = useState<string | null>(null);
  /** What is replayed: set by 'Prikaži', then moved by the slider. */
  const [moment, setMoment] = useState<NightArgs | null>(null);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const nightAt = useGetNightAtQuery(moment ?? skipToken);
  const floorAt = useGetFloorAtQuery(moment ? { clubId: moment.clubId, at: moment.at } : skipToken);
  const fetching = nightAt.isFetching || floorAt.isFetching;

  // The answers of one moment are shown together; until the next moment's have come, the last stay.
  const nightData = nightAt.currentData;
  const floorData = floorAt.currentData;
  const floorFailed = floorAt.isError;
  useEffect(() => {
    // Only new answers replace the snapshot: a moment asked again from the cache leaves the cleared one cleared until they come.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (nightData && (floorData || floorFailed)) setSnapshot({ night: nightData, floor: floorData?.floor ?? null });
  }, [nightData, floorData, floorFailed]);

  // The slider moves the time at once and the replay once it rests.
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);
  function slideTo(next: string) {
    setTime(next);
    clearTimeout(settle.current);
    settle.current = setTimeout(() => setMoment((current) => current && { ...current, at: instantOfNight(current.night, next) }), SLIDER_SETTLE_MS);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const isoNight = isoDateOf(night);
    if (!isoNight) return setError(t('history.night.badNight', { format: 'dd.MM.yyyy' }));
    if (!/^\d{2}:\d{2}$/.test(time)) return setError(t('history.night.badTime', { format: 'HH:mm' }));
    if (!clubId) return setError(t('common.chooseVenue'));
    setError(null);
    clearTimeout(settle.current);
    if (moment?.clubId !== clubId || moment.night !== isoNight) setSnapshot(null);
    setMoment({ clubId, night: isoNight, at: instantOfNight(isoNight, time) });
  }

  const plan = snapshot && replayedPlan(snapshot.floor, snapshot.night);
  return (
    <section className="card border-0 shadow-sm history-night" aria-label={t('history.night.label')}>
      <h2 className="h6 mb-3">{t('history.night.title')}</h2>
      <form className="history-night__form" onSubmit={submit} noValidate>
        {venues && <VenueSelect controlId={`${id}-club`} venues={venues} value={clubId} onChange={setClubId} noneLabel={t('common.chooseVenue')} />}
        <Form.Group controlId={`${id}-night`}>
          <Form.Label>{t('common.night')}</Form.Label>
          <Form.Control value={night} onChange={(event) => setNight(event.target.value)} placeholder={DATE_FORMAT} inputMode="numeric" />
        </Form.Group>
        <Form.Group controlId={`${id}-time`}>
          <Form.Label>{t('history.night.time')}</Form.Label>
          <Form.Control type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </Form.Group>
        <Button type="submit" variant="primary" disabled={fetching && !snapshot}>
          {fetching && !snapshot && <Spinner animation="border" size="sm" className="me-2" />}
          {t('history.night.show')}
        </Button>
      </form>
      {error && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      )}
      {moment && snapshot && (
        <div className="mt-3">
          <NightSlider id={`${id}-slider`} time={time} onTime={slideTo} />
          <p className="small text-body-secondary mb-2" aria-live="polite">
            {t('history.night.stateAt', { at: formatBelgradeDateTime(snapshot.night.at) })}
            {fetching && <Spinner animation="border" size="sm" className="ms-2" role="status" aria-label={t('common.loadingShort')} />}
          </p>
          {snapshot.night.tables.length === 0 ? (
            <p className="mb-0">{t('history.night.noTables')}</p>
          ) : plan ? (
            <Suspense fallback={<LoadingIndicator label={t('history.night.loadingPlan')} />}>
              <FloorPlan plan={plan} label={t('history.night.plan')} look={(table) => venueLook(table, locale)} legend={venueLegend(locale)} />
            </Suspense>
          ) : (
            <NightTables night={snapshot.night} />
          )}
        </div>
      )}
    </section>
  );
}

/** 23:00 … 05:00 of the chosen night; arrows step five minutes. */
function NightSlider({ id, time, onTime }: { id: string; time: string; onTime: (time: string) => void }) {
  const step = stepOfTime(time);
  const t = useMessages();
  return (
    <div className="history-night__slider">
      <label className="form-label mb-0" htmlFor={id}>
        {t('history.night.slider')}
      </label>
      <input
        id={id}
        type="range"
        className="form-range"
        min={0}
        max={SLIDER_STEPS}
        step={1}
        value={step}
        aria-valuetext={timeOfStep(step)}
        onChange={(event) => onTime(timeOfStep(Number(event.target.value)))}
      />
      <output htmlFor={id} className="history-night__time">
        {time}
      </output>
      <div className="history-night__ticks small text-body-secondary" aria-hidden="true">
        <span>23:00</span>
        <span>02:00</span>
        <span>05:00</span>
      </div>
    </div>
  );
}

/** A venue without a plan: the tables as a list. */
function NightTables({ night }: { night: HistoryNight }) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <DataTable label={t('history.night.tables')}>
      <thead>
        <tr>
          <th>{t('history.night.table')}</th>
          <th>{t('history.type.reservation')}</th>
          <th>{t('history.night.guest')}</th>
          <th>{t('users.status')}</th>
          <th>{t('history.night.persons')}</th>
        </tr>
      </thead>
      <tbody>
        {night.tables.map((table) => (
          <tr key={table.tableId}>
            <td>{table.name}</td>
            <td>{table.reservation?.uniqueId ?? t('history.night.free')}</td>
            <td>{table.reservation?.name ?? ''}</td>
            <td>{table.reservation ? reservationStatusLabel(table.reservation.status, locale) : ''}</td>
            <td>{table.reservation?.persons ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
