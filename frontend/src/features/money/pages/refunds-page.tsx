import { useId, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { formatAmount, formatBelgradeDateTime, formatNight, type MessageId, type TicketRefundView } from '@izlazak/contracts';
import { randomKey } from '../../../api/idempotency-key';
import { DashboardPage } from '../../../components/dashboard-page';
import { EmptyState } from '../../../components/empty-state';
import { RefundIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { ActionConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { VenueChoice } from '../../../components/venue-choice';
import { useLocale, useMessages } from '../../../lib/locale';
import { saveCsvFile } from '../../../lib/save-csv';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useExportTicketRefundsMutation, useGetTicketRefundsQuery, useMarkTicketRefundDoneMutation } from '../api';
import { VenueNeeded } from '../components/venue-needed';
import { MoneySection } from '../components/money-section';
import '../money.css';
import { DownloadButton } from '../../../components/download-button';

/** A refund as the list answers it: a whole order's, or one ticket's of it (`ticketId`). */
type RefundRow = TicketRefundView;

const REASON: Record<TicketRefundView['reason'], MessageId> = { venue: 'refunds.reason.venue', eventCancelled: 'refunds.reason.eventCancelled' };
/** One ticket's refund: the venue took it back, or its holder cancelled it. */
const TICKET_REASON: Record<'venue' | 'guest', MessageId> = { venue: 'refunds.reason.ticketByVenue', guest: 'refunds.reason.ticketByGuest' };
const reasonOf = (row: RefundRow): MessageId => (row.ticketId ? TICKET_REASON[row.cancelledBy ?? 'venue'] : REASON[row.reason]);
const STATE: Record<TicketRefundView['state'], { label: MessageId; tone: string }> = {
  due: { label: 'refunds.state.due', tone: 'status-pill--warning' },
  done: { label: 'refunds.state.done', tone: 'status-pill--success' },
};

/** One row per order, or per ticket when a row names one. */
const rowKey = (row: RefundRow) => (row.ticketId ? `${row.orderId}:${row.ticketId}` : row.orderId);
const buyerName = (row: TicketRefundView) => `${row.buyer.firstName} ${row.buyer.lastName}`.trim();

/** The events the venue owes refunds for, once each, as the filter offers them. */
function eventsOf(rows: TicketRefundView[]): Array<{ eventId: string; label: string }> {
  const seen = new Map<string, string>();
  for (const row of rows) if (!seen.has(row.eventId)) seen.set(row.eventId, `${row.eventTitle} · ${formatNight(row.night)}`);
  return [...seen].map(([eventId, label]) => ({ eventId, label }));
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="refund-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A refund's card: its event and night, what was bought, by whom, who paid from which account, the amount, reference, reason and state. */
function RefundCard({ row, onDone }: { row: RefundRow; onDone: (row: RefundRow) => void }) {
  const t = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const state = STATE[row.state];
  return (
    <li className="refund-card" aria-labelledby={headingId} data-testid="refund-row">
      <div className="refund-card__head">
        <h3 className="refund-card__title" id={headingId}>
          {row.eventTitle}
        </h3>
        <span className={`status-pill ${state.tone}`}>{t(state.label)}</span>
      </div>
      <p className="refund-card__order">{t('refunds.order', { number: row.number })}</p>
      <dl className="refund-figures">
        <Figure label={t('refunds.field.night')}>{formatNight(row.night)}</Figure>
        <Figure label={t('refunds.field.tier')}>{row.tierName}</Figure>
        <Figure label={t('refunds.field.quantity')}>{row.quantity}</Figure>
        <Figure label={t('refunds.field.buyer')}>
          {buyerName(row)}
          {row.buyer.email && <span className="refund-figure__more">{row.buyer.email}</span>}
        </Figure>
        <Figure label={t('refunds.field.payer')}>{row.payerName}</Figure>
        <Figure label={t('refunds.field.account')}>{row.payerAccount ?? <span className="refund-figure__missing">{t('refunds.noAccount')}</span>}</Figure>
        <Figure label={t('refunds.field.amount')}>
          <strong>{formatAmount(row.amount, locale)}</strong>
        </Figure>
        <Figure label={t('refunds.field.reference')}>{row.reference ?? t('refunds.noReference')}</Figure>
        <Figure label={t('refunds.field.reason')}>{t(reasonOf(row))}</Figure>
        <Figure label={t('refunds.field.state')}>
          {row.state === 'done' && row.refundedAt ? t('refunds.doneAt', { at: formatBelgradeDateTime(row.refundedAt) }) : t(state.label)}
        </Figure>
      </dl>
      {row.state === 'due' && (
        <div className="refund-card__actions">
          <Button variant="primary" onClick={() => onDone(row)} aria-label={t('refunds.markDoneOf', { number: row.number, amount: formatAmount(row.amount, locale) })}>
            {t('refunds.markDone')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** 'Vraćeno' asks first, naming the amount, the payer and the account: the next card's button is a finger away. */
function MarkDoneDialog({ clubId, row, onClose }: { clubId: string; row: RefundRow | null; onClose: () => void }) {
  const t = useMessages();
  const locale = useLocale();
  const [markDone, marking] = useMarkTicketRefundDoneMutation();
  // One key per refund being confirmed: a repeated tap after a lost answer is the same request.
  const key = useRef<{ row: string; key: string } | null>(null);
  async function confirm() {
    if (!row) return;
    if (key.current?.row !== rowKey(row)) key.current = { row: rowKey(row), key: randomKey() };
    try {
      await markDone({ clubId, refundId: row.ticketId ?? row.orderId, key: key.current.key }).unwrap();
      notifySuccess(t('refunds.doneToast', { number: row.number }));
      onClose();
    } catch {
      // The error catalogue has shown the reason (nothing owed for this order).
    }
  }
  return (
    <ActionConfirmDialog
      show={row !== null}
      title={t('refunds.confirm.title')}
      confirmLabel={t('refunds.confirm.button')}
      busy={marking.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {row && (
        <>
          <p className="mb-1">{t('refunds.confirm.question', { amount: formatAmount(row.amount, locale), number: row.number, payer: row.payerName })}</p>
          <p className="mb-1">{row.payerAccount ? t('refunds.confirm.account', { account: row.payerAccount }) : t('refunds.confirm.noAccount')}</p>
          <p className="text-body-secondary small mb-0">{t('refunds.confirm.note')}</p>
        </>
      )}
    </ActionConfirmDialog>
  );
}

function RefundList({ headingId, heading, empty, rows, onDone }: { headingId: string; heading: string; empty: string; rows: RefundRow[]; onDone: (row: RefundRow) => void }) {
  return (
    <MoneySection headingId={headingId} heading={heading}>
      {rows.length === 0 ? (
        <p className="card-body text-body-secondary mb-0">{empty}</p>
      ) : (
        <ul className="refund-cards" aria-labelledby={headingId}>
          {rows.map((row) => (
            <RefundCard key={rowKey(row)} row={row} onDone={onDone} />
          ))}
        </ul>
      )}
    </MoneySection>
  );
}

/**
 * Povraćaji (/dashboard/refunds): what the venue owes back for tickets and what it sent back
 * (docs/tickets.md, "Refunds"), one event's or all; 'Vraćeno' asked first; 'Preuzmi CSV' the
 * payment orders for the e-banking. The venue's manager; an admin picks the venue.
 */
export function RefundsPage() {
  const user = useAppSelector(selectCurrentUser);
  const t = useMessages();
  const isAdmin = user?.role === 'admin';
  const [chosen, setChosen] = useState('');
  const clubId = isAdmin ? chosen : (user?.clubId ?? '');
  const [eventId, setEventId] = useState('');
  const [confirming, setConfirming] = useState<RefundRow | null>(null);
  const filterId = useId();
  const all = useGetTicketRefundsQuery({ clubId }, { skip: !clubId, refetchOnMountOrArgChange: true });
  const ofEvent = useGetTicketRefundsQuery({ clubId, eventId }, { skip: !clubId || !eventId, refetchOnMountOrArgChange: true });
  const shown = eventId ? ofEvent : all;
  const [exportRefunds, exporting] = useExportTicketRefundsMutation();
  const events = eventsOf(all.data?.refunds ?? []);

  async function download() {
    try {
      saveCsvFile(await exportRefunds({ clubId, eventId }).unwrap(), `povracaji_${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  function choose(venue: string) {
    setChosen(venue);
    setEventId('');
  }

  return (
    <DashboardPage title={t('refunds.title')} subtitle={t('refunds.subtitle')}>
      <div className="money-controls">
        {isAdmin && <VenueChoice clubId={chosen} onChange={choose} />}
        {clubId && (
          <div>
            <label className="form-label" htmlFor={filterId}>
              {t('refunds.event')}
            </label>
            <select id={filterId} className="form-select" value={eventId} onChange={(change) => setEventId(change.target.value)}>
              <option value="">{t('refunds.allEvents')}</option>
              {events.map((event) => (
                <option key={event.eventId} value={event.eventId}>
                  {event.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {clubId && (
          <div className="money-controls__actions">
            <DownloadButton busy={exporting.isLoading} onClick={() => void download()}>
              {t('reports.download')}
            </DownloadButton>
            <p className="money-controls__note">{t('refunds.csvNote')}</p>
          </div>
        )}
      </div>
      {!clubId && <VenueNeeded isAdmin={isAdmin} pickMessageId="refunds.pickVenue" />}
      {clubId && (
        <QueryState
          query={shown}
          unavailable={t('refunds.unavailable')}
          loading={<LoadingIndicator label={t('refunds.loading')} />}
          isEmpty={(found) => found.refunds.length === 0}
          empty={
            <EmptyState icon={<RefundIcon size={28} />}>
              <p className="mb-0">{t(eventId ? 'refunds.noneForEvent' : 'refunds.none')}</p>
            </EmptyState>
          }
        >
          {({ refunds }) => {
            const rows: RefundRow[] = refunds;
            const due = rows.filter((row) => row.state === 'due');
            const done = rows.filter((row) => row.state === 'done');
            return (
              <>
                <RefundList headingId="refunds-due" heading={t('refunds.dueHeading', { count: due.length })} empty={t('refunds.dueNone')} rows={due} onDone={setConfirming} />
                <RefundList headingId="refunds-done" heading={t('refunds.doneHeading', { count: done.length })} empty={t('refunds.doneNone')} rows={done} onDone={setConfirming} />
              </>
            );
          }}
        </QueryState>
      )}
      {clubId && <MarkDoneDialog clubId={clubId} row={confirming} onClose={() => setConfirming(null)} />}
    </DashboardPage>
  );
}
