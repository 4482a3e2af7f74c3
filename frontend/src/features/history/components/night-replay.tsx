import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { NIGHT_ENDS_AT_HOUR, RESERVATION_STATUS_LABELS, type ReservationStatus } from '@izlazak/contracts';
import { DataTable } from '../../../components/data-table';
import { belgradeInstant, formatBelgradeDateTime, isoDateOf, nextDay } from '../../../lib/belgrade-time';
import { useLazyGetNightAtQuery } from '../api';

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
const instantOfNight = (night: string, time: string) =>
  Number(time.slice(0, 2)) < NIGHT_ENDS_AT_HOUR ? belgradeInstant(nextDay(night), time) : belgradeInstant(night, time);

interface NightReplayProps {
  /** A manager's own venue; an admin picks one. */
  clubId: string | null;
  venues: { _id: string; name: string }[] | null;
}

/** 'Ko je imao sto u …': a night and a minute → each table and who held it then, replayed from the streams. */
export function NightReplay({ clubId: ownClubId, venues }: NightReplayProps) {
  const id = useId();
  const [night, setNight] = useState(currentNight);
  const [time, setTime] = useState('01:30');
  const [clubId, setClubId] = useState(ownClubId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [replay, result] = useLazyGetNightAtQuery();

  function submit(event: FormEvent) {
    event.preventDefault();
    const isoNight = isoDateOf(night);
    if (!isoNight) return setError('Noć mora biti datum u obliku dd.MM.yyyy');
    if (!/^\d{2}:\d{2}$/.test(time)) return setError('Vreme mora biti u obliku HH:mm');
    if (!clubId) return setError('Izaberite objekat');
    setError(null);
    void replay({ clubId, night: isoNight, at: instantOfNight(isoNight, time) });
  }

  const answer = result.data;
  return (
    <section className="card border-0 shadow-sm history-night" aria-label="Ko je imao sto">
      <h2 className="h6 mb-3">Ko je imao sto u …</h2>
      <form className="history-night__form" onSubmit={submit} noValidate>
        {venues && (
          <Form.Group controlId={`${id}-club`}>
            <Form.Label>Objekat</Form.Label>
            <Form.Select value={clubId} onChange={(event) => setClubId(event.target.value)}>
              <option value="">Izaberite objekat</option>
              {venues.map((venue) => (
                <option key={venue._id} value={venue._id}>
                  {venue.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <Form.Group controlId={`${id}-night`}>
          <Form.Label>Noć</Form.Label>
          <Form.Control value={night} onChange={(event) => setNight(event.target.value)} placeholder="dd.MM.yyyy" inputMode="numeric" />
        </Form.Group>
        <Form.Group controlId={`${id}-time`}>
          <Form.Label>Vreme</Form.Label>
          <Form.Control type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </Form.Group>
        <Button type="submit" variant="primary" disabled={result.isFetching}>
          {result.isFetching && <Spinner animation="border" size="sm" className="me-2" />}
          Prikaži
        </Button>
      </form>
      {error && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      )}
      {answer && !result.isFetching && (
        <div className="mt-3">
          <p className="small text-body-secondary mb-2">Stanje u {formatBelgradeDateTime(answer.at)}</p>
          {answer.tables.length === 0 ? (
            <p className="mb-0">Objekat tada nije imao stolove.</p>
          ) : (
            <DataTable label="Stolovi u tom trenutku">
              <thead>
                <tr>
                  <th>Sto</th>
                  <th>Rezervacija</th>
                  <th>Gost</th>
                  <th>Status</th>
                  <th>Osoba</th>
                </tr>
              </thead>
              <tbody>
                {answer.tables.map((table) => (
                  <tr key={table.tableId}>
                    <td>{table.name}</td>
                    <td>{table.reservation?.uniqueId ?? 'slobodan'}</td>
                    <td>{table.reservation?.name ?? ''}</td>
                    <td>{table.reservation ? RESERVATION_STATUS_LABELS[table.reservation.status as ReservationStatus] ?? table.reservation.status : ''}</td>
                    <td>{table.reservation?.persons ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </div>
      )}
    </section>
  );
}
