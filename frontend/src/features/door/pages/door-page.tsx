import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { randomKey } from '../../../api/idempotency-key';
import { InsideCount } from '../../../components/inside-count';
import { LiveBadge } from '../../../components/live-badge';
import { VenueChoice } from '../../../components/venue-choice';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { formatRsd } from '@izlazak/contracts';
import { belgradeTime, commandLabel, expected, guestName, searchGuests, type DoorCommand, type DoorGuest, type DoorPaymentMethod, type Headcount } from '../door-night';
import { formatNight, personsText } from '../door-format';
import { keepDoorShellOffline, warmScanner } from '../door-offline-shell';
import { doorSyncOf, type DoorSnapshot, type DoorSync, type RecordOutcome } from '../door-sync';
import { DoorScanner } from '../components/door-scanner';
import { DoorSheet } from '../components/door-sheet';
import { GuestList } from '../components/guest-list';
import { GuestSheet } from '../components/guest-sheet';
import { ListEntries } from '../components/list-entries';
import { ListEntrySheet } from '../components/list-entry-sheet';
import { entryName, placesOf, searchEntries, type DoorListEntry } from '../door-list-entries';
import { WalkInForm, type WalkIn } from '../components/walk-in-sheet';
import { TicketList } from '../components/ticket-list';
import { TicketSheet } from '../components/ticket-sheet';
import { doubleEntryTexts, holderName, searchTickets, ticketsIn, ticketsOfNight, type DoorTicket } from '../door-tickets';
import { useLocale, useMessages } from '../../../lib/locale';
import '../door.css';

/** What the door just did, said once at the top: done, kept for later, or refused (with the server's words). */
interface Notice {
  tone: 'done' | 'queued' | 'refused';
  text: string;
  /** A command kept for later: its id, and what to say once it is sent. */
  queued?: { commandId: string; doneText: string };
}

const EMPTY: DoorSnapshot = { night: '', loaded: false, guests: [], listEntries: [], tickets: [], tables: [], offered: [], waiting: 0, refused: [], online: true, fetchedAt: null };
const noWatch = () => () => undefined;
const emptySnapshot = () => EMPTY;

/**
 * Ulaz: tonight's guests at the door, on a phone held in one hand in a dark club. Scan a guest's
 * QR code or find them by name, phone or reservation number; 'Stigli' with how many came, 'Nisu
 * došli', a guest without a reservation. It keeps working without a connection and sends what was
 * done when the connection is back.
 */
export function DoorPage() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const [chosenClubId, setChosenClubId] = useState('');
  const clubId = isAdmin ? chosenClubId : (user?.clubId ?? '');
  const sync = useMemo(() => (clubId ? doorSyncOf(clubId, isAdmin) : null), [clubId, isAdmin]);
  const night = useSyncExternalStore(sync?.subscribe ?? noWatch, sync?.getSnapshot ?? emptySnapshot);
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);
  const [openTicketId, setOpenTicketId] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [addingWalkIn, setAddingWalkIn] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const me = user?.firstName ?? '';
  const t = useMessages();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const openedCode = params.get('code');

  useEffect(() => sync?.start(), [sync]);

  // A code opened from a guest's /r/<token> page ('Otvori na ulazu') is scanned as if by the camera.
  useEffect(() => {
    if (!sync || !openedCode || !night.loaded) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('code');
        return next;
      },
      { replace: true },
    );
    void sync.scan(openedCode, locale).then((verdict) => {
      if (verdict.kind === 'guest') setOpenId(verdict.guest._id);
      else if (verdict.kind === 'listEntry') setOpenEntryId(verdict.entry._id);
      else if (verdict.kind === 'ticket') setOpenTicketId(verdict.ticket._id);
      else setNotice({ tone: 'refused', text: verdict.guest ? `${guestName(verdict.guest)}: ${verdict.message}` : verdict.message });
    });
  }, [sync, openedCode, night.loaded, setParams, locale]);

  useEffect(() => {
    document.body.classList.add('door-night');
    void keepDoorShellOffline();
    const warm = window.setTimeout(() => navigator.onLine && void warmScanner(), 4_000);
    return () => {
      document.body.classList.remove('door-night');
      window.clearTimeout(warm);
    };
  }, []);

  // Once what was kept on this device is sent, the notice says it was done (a refusal is listed under 'Nije primenjeno').
  if (notice?.queued && night.waiting === 0) {
    const { commandId, doneText } = notice.queued;
    setNotice(night.refused.some((refusal) => refusal.commandId === commandId) ? null : { tone: 'done', text: doneText });
  }

  const opened = night.guests.find((guest) => guest._id === openId) ?? null;
  const shown = useMemo(() => searchGuests(night.guests, search), [night.guests, search]);
  const openedEntry = night.listEntries.find((entry) => entry._id === openEntryId) ?? null;
  const shownEntries = useMemo(() => searchEntries(night.listEntries, search), [night.listEntries, search]);
  const openedTicket = night.tickets.find((ticket) => ticket._id === openTicketId) ?? null;
  const shownTickets = useMemo(() => searchTickets(night.tickets, search), [night.tickets, search]);
  const doubleEntries = useMemo(() => night.tickets.filter((ticket) => ticket.doubleEntries.length > 0), [night.tickets]);
  const arrivedPersons = night.guests.reduce((sum, guest) => sum + (guest.status === 'Arrived' ? (guest.arrivedPersons ?? 0) : 0), 0);
  const listArrivedPersons = night.listEntries.reduce((sum, entry) => sum + (entry.arrived?.persons ?? 0), 0);
  const listPlaces = night.listEntries.reduce((sum, entry) => sum + placesOf(entry), 0);
  const expectedPersons = night.guests.reduce((sum, guest) => sum + (guest.status === 'Arrived' || expected(guest) ? guest.persons : 0), 0);

  const record = useCallback(
    async (door: DoorSync, command: DoorCommand, done: string) => {
      const outcome: RecordOutcome = await door.record(command);
      if (outcome.kind === 'applied') setNotice({ tone: 'done', text: done });
      else if (outcome.kind === 'queued') {
        setNotice({ tone: 'queued', text: t('door.notice.queued', { guest: command.guestName }), queued: { commandId: command.commandId, doneText: done } });
      } else setNotice({ tone: 'refused', text: `${command.guestName}: ${outcome.message || t('door.refused.unknown')}` });
    },
    [t],
  );

  function base(guest: { firstName: string; lastName: string }) {
    return { commandId: randomKey(), clubId, night: night.night, at: new Date().toISOString(), by: me, guestName: guestName(guest) };
  }

  function arrived(guest: DoorGuest, headcount: Headcount) {
    if (!sync) return;
    setOpenId(null);
    void record(
      sync,
      { kind: 'arrival', reservationId: guest._id, ...base(guest), ...headcount },
      t('door.notice.arrived', { guest: guestName(guest), persons: personsText(headcount.persons, locale), table: guest.tableName }),
    );
  }

  function listArrived(entry: DoorListEntry, persons: number) {
    if (!sync) return;
    setOpenEntryId(null);
    void record(
      sync,
      { kind: 'listArrival', entryId: entry._id, ...base(entry), persons },
      t('door.notice.listArrived', { guest: entryName(entry), persons: personsText(persons, locale), list: entry.list.name }),
    );
  }

  function admitTicket(ticket: DoorTicket) {
    if (!sync) return;
    setOpenTicketId(null);
    void record(
      sync,
      { kind: 'ticketAdmission', ticketId: ticket._id, ...base(ticket.holder) },
      t('door.notice.ticketAdmitted', { guest: holderName(ticket), tier: ticket.tierName }),
    );
  }

  function noShow(guest: DoorGuest) {
    if (!sync) return;
    setOpenId(null);
    void record(sync, { kind: 'noShow', reservationId: guest._id, ...base(guest) }, t('door.notice.noShow', { guest: guestName(guest), table: guest.tableName }));
  }

  function paid(guest: DoorGuest, method: DoorPaymentMethod) {
    if (!sync) return;
    const amount = guest.depositDue?.amount ?? 0;
    const how = method === 'cash' ? t('door.pay.cash') : t('door.pay.card');
    void record(
      sync,
      { kind: 'payment', reservationId: guest._id, ...base(guest), method, amount },
      t('door.notice.paid', { guest: guestName(guest), amount: formatRsd(amount), method: how, table: guest.tableName }),
    );
  }

  function walkIn(entry: WalkIn) {
    if (!sync) return;
    setAddingWalkIn(false);
    const guest = { firstName: entry.firstName, lastName: entry.lastName };
    void record(
      sync,
      {
        kind: 'walkIn',
        ...base(guest),
        tableId: entry.table._id,
        tableName: entry.table.name,
        firstName: entry.firstName,
        lastName: entry.lastName || undefined,
        phone: entry.phone || undefined,
        persons: entry.persons,
      },
      t('door.notice.walkIn', { guest: guestName(guest), persons: personsText(entry.persons, locale), table: entry.table.name }),
    );
  }

  const scan = useCallback((code: string) => sync!.scan(code, locale), [sync, locale]);
  const scannedGuest = useCallback((guest: DoorGuest) => {
    setScanning(false);
    setOpenId(guest._id);
  }, []);
  const scannedEntry = useCallback((entry: DoorListEntry) => {
    setScanning(false);
    setOpenEntryId(entry._id);
  }, []);
  const scannedTicket = useCallback((ticket: DoorTicket) => {
    setScanning(false);
    setOpenTicketId(ticket._id);
  }, []);
  const closeScanner = useCallback(() => setScanning(false), []);

  return (
    <div className="door" data-bs-theme="dark" data-testid="door-page">
      <header className="door__head">
        <div>
          <h1 className="door__title">{t('door.title')}</h1>
          {night.night && <p className="door__night">{t('door.night', { night: formatNight(night.night) })}</p>}
        </div>
        <div className="d-flex align-items-center gap-2">
          {clubId && <InsideCount clubId={clubId} asAdmin={isAdmin} />}
          <LiveBadge />
        </div>
      </header>

      {isAdmin && <VenueChoice clubId={chosenClubId} onChange={setChosenClubId} />}

      {sync && (
        <>
          {!night.online && (
            <div className="door-banner door-banner--offline" role="status" data-testid="door-offline">
              <strong>{t('door.offline.title')}</strong> {night.fetchedAt ? t('door.offline.listFrom', { time: belgradeTime(night.fetchedAt) }) : t('door.offline.list')}
            </div>
          )}
          {night.waiting > 0 && (
            <div className="door-banner door-banner--waiting" role="status" data-testid="door-waiting">
              {t('door.waiting', { count: night.waiting })}
            </div>
          )}
          {night.refused.length > 0 && (
            <section className="door-refused" aria-labelledby="door-refused-title" data-testid="door-refused">
              <h2 id="door-refused-title" className="door-refused__title">
                {t('door.refused.title')}
              </h2>
              <ul className="list-unstyled mb-0">
                {night.refused.map((refusal) => (
                  <li key={refusal.commandId} className="door-refused__item">
                    <div>
                      <strong>
                        {refusal.guestName} · {commandLabel(refusal.kind, locale)}
                      </strong>
                      <div>{refusal.message || t('door.refused.unknown')}</div>
                    </div>
                    <button
                      type="button"
                      className="door-button door-button--small"
                      onClick={() => void sync.dismissRefusal(refusal.commandId)}
                      aria-label={t('door.refused.dismissOf', { guest: refusal.guestName })}
                    >
                      {t('door.refused.dismiss')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {doubleEntries.length > 0 && (
            <section className="door-refused" aria-labelledby="door-double-title" data-testid="door-double-entries">
              <h2 id="door-double-title" className="door-refused__title">
                {t('door.ticket.doubleTitle')}
              </h2>
              <ul className="list-unstyled mb-0">
                {doubleEntries.flatMap((ticket) =>
                  doubleEntryTexts(ticket, locale).map((text) => (
                    <li key={`${ticket._id}-${text}`} className="door-refused__item">
                      <div>
                        <strong>
                          {holderName(ticket)} · {ticket.tierName}
                        </strong>
                        <div>{text}</div>
                      </div>
                    </li>
                  )),
                )}
              </ul>
            </section>
          )}
          {notice && (
            <div className={`door-notice door-notice--${notice.tone}`} role={notice.tone === 'refused' ? 'alert' : 'status'} data-testid="door-notice">
              <span>{notice.text}</span>
              <button type="button" className="btn-close btn-close-white" aria-label={t('door.notice.close')} onClick={() => setNotice(null)} />
            </div>
          )}

          <div className="door__actions">
            <button type="button" className="door-button door-button--scan" onClick={() => setScanning(true)}>
              {t('door.scanButton')}
            </button>
            <button type="button" className="door-button door-button--quiet" onClick={() => setAddingWalkIn(true)}>
              {t('door.walkInTitle')}
            </button>
          </div>

          <div className="door-search" role="search">
            <label htmlFor="door-search" className="visually-hidden">
              {t('door.search.label')}
            </label>
            <input
              id="door-search"
              type="search"
              className="form-control form-control-lg"
              placeholder={t('door.search.placeholder')}
              value={search}
              onChange={(change) => setSearch(change.target.value)}
              autoComplete="off"
            />
          </div>

          <p className="door__count" data-testid="door-count">
            {t('door.count', { arrived: arrivedPersons, expected: expectedPersons })}
          </p>
          {night.listEntries.length > 0 && (
            <p className="door__count" data-testid="door-list-count">
              {t('door.listEntry.count', { arrived: listArrivedPersons, places: listPlaces })}
            </p>
          )}

          {night.tickets.length > 0 && (
            <p className="door__count" data-testid="door-ticket-count">
              {t('door.ticket.count', { admitted: ticketsIn(night.tickets), tickets: ticketsOfNight(night.tickets) })}
            </p>
          )}

          <GuestList
            guests={shown}
            loaded={night.loaded}
            searching={search.trim() !== ''}
            alsoFound={shownEntries.length > 0 || shownTickets.length > 0}
            onOpen={(guest) => setOpenId(guest._id)}
          />
          <ListEntries entries={shownEntries} onOpen={(entry) => setOpenEntryId(entry._id)} />
          <TicketList tickets={shownTickets} onOpen={(ticket) => setOpenTicketId(ticket._id)} />

          <TicketSheet ticket={openedTicket} onClose={() => setOpenTicketId(null)} onAdmit={admitTicket} />

          <ListEntrySheet entry={openedEntry} onClose={() => setOpenEntryId(null)} onArrived={listArrived} />
          <GuestSheet guest={opened} onClose={() => setOpenId(null)} onArrived={arrived} onNoShow={noShow} onPaid={paid} />
          <DoorSheet show={addingWalkIn} title={t('door.walkInTitle')} onClose={() => setAddingWalkIn(false)}>
            <WalkInForm tables={night.tables} guests={night.guests} offered={night.offered} onSubmit={walkIn} />
          </DoorSheet>
          {scanning && <DoorScanner onCode={scan} onGuest={scannedGuest} onListEntry={scannedEntry} onTicket={scannedTicket} onClose={closeScanner} />}
        </>
      )}
    </div>
  );
}
