import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { formatAmount, formatBelgradeDateTime, formatNight, type FiscalPaymentView, type MessageId } from '@izlazak/contracts';
import { DashboardPage } from '../../../components/dashboard-page';
import { EmptyState } from '../../../components/empty-state';
import { NightChoice, VenueChoice } from '../../../components/venue-choice';
import { ReceiptIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { QueryState } from '../../../components/query-state';
import { tonight } from '../../../lib/belgrade-time';
import { useLocale, useMessages } from '../../../lib/locale';
import { saveCsvFile } from '../../../lib/save-csv';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useExportFiscalMutation, useGetFiscalExportQuery } from '../api';
import { VenueNeeded } from '../components/venue-needed';
import '../money.css';
import { DownloadButton } from '../../../components/download-button';

const KIND: Record<FiscalPaymentView['kind'], MessageId> = { ticket: 'fiscal.kindTicket', deposit: 'fiscal.kindDeposit' };
/** How the money came: a statement line, or recorded at the venue; another the server may add shows as it is. */
const METHOD: Record<string, MessageId> = { bank: 'fiscal.methodBank', venue: 'fiscal.methodVenue' };

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="refund-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function FiscalPayment({ payment }: { payment: FiscalPaymentView }) {
  const t = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const method = METHOD[payment.method];
  return (
    <li className="refund-card" aria-labelledby={headingId} data-testid="fiscal-payment">
      <h3 className="refund-card__title" id={headingId}>
        {payment.what}
      </h3>
      <dl className="refund-figures">
        <Figure label={t('fiscal.csv.kind')}>{t(KIND[payment.kind])}</Figure>
        <Figure label={t('fiscal.csv.number')}>{payment.number}</Figure>
        <Figure label={t('fiscal.csv.paidAt')}>{formatBelgradeDateTime(payment.paidAt)}</Figure>
        <Figure label={t('fiscal.csv.payer')}>{payment.payer}</Figure>
        <Figure label={t('fiscal.csv.quantity')}>{payment.quantity}</Figure>
        <Figure label={t('fiscal.field.amount')}>
          <strong>{formatAmount(payment.amount, locale)}</strong>
        </Figure>
        <Figure label={t('fiscal.csv.method')}>{method ? t(method) : payment.method}</Figure>
        {payment.reference && <Figure label={t('fiscal.csv.reference')}>{payment.reference}</Figure>}
      </dl>
    </li>
  );
}

/**
 * Izvoz za ESIR (/dashboard/fiscal-export): the ticket and deposit payments of one venue night
 * (tonight by the Belgrade night clock unless another is picked), their total and the CSV, for the
 * venue to enter into its own ESIR (docs/tickets.md, "Fiscal note": the platform issues no
 * fiscal receipts). The venue's manager; an admin picks the venue.
 */
export function FiscalExportPage() {
  const user = useAppSelector(selectCurrentUser);
  const t = useMessages();
  const locale = useLocale();
  const isAdmin = user?.role === 'admin';
  const [chosen, setChosen] = useState('');
  const clubId = isAdmin ? chosen : (user?.clubId ?? '');
  const [night, setNight] = useState(() => tonight());
  const listId = useId();
  const fiscal = useGetFiscalExportQuery({ clubId, night }, { skip: !clubId, refetchOnMountOrArgChange: true });
  const [exportFiscal, exporting] = useExportFiscalMutation();

  async function download() {
    try {
      saveCsvFile(await exportFiscal({ clubId, night }).unwrap(), `uplate_za_esir_${night}.csv`);
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  return (
    <DashboardPage title={t('fiscal.title')} subtitle={t('fiscal.subtitle', { night: formatNight(night) })}>
      <p className="money-note" data-testid="fiscal-note">
        {t('fiscal.note')}
      </p>
      <div className="money-controls">
        {isAdmin && <VenueChoice clubId={chosen} onChange={setChosen} />}
        <NightChoice night={night} onChange={setNight} />
        <div className="money-controls__actions">
          <Button variant="outline-secondary" onClick={() => setNight(tonight())}>
            {t('reports.tonight')}
          </Button>
          {clubId && (
            <DownloadButton busy={exporting.isLoading} onClick={() => void download()}>
              {t('reports.download')}
            </DownloadButton>
          )}
        </div>
      </div>
      {!clubId && <VenueNeeded isAdmin={isAdmin} pickMessageId="fiscal.pickVenue" />}
      {clubId && (
        <QueryState
          query={fiscal}
          unavailable={t('fiscal.unavailable')}
          loading={<LoadingIndicator label={t('fiscal.loading')} />}
          isEmpty={(found) => found.payments.length === 0}
          empty={
            <EmptyState icon={<ReceiptIcon size={28} />}>
              <p className="mb-0">{t('fiscal.none', { night: formatNight(night) })}</p>
            </EmptyState>
          }
        >
          {({ payments, total }) => (
            <section className="card border-0 shadow-sm mb-4" aria-labelledby={listId}>
              <div className="card-header bg-transparent py-3">
                <h2 className="h5 mb-0" id={listId}>
                  {t('fiscal.payments', { night: formatNight(night) })}
                </h2>
              </div>
              <ul className="refund-cards">
                {payments.map((payment) => (
                  <FiscalPayment key={`${payment.kind}:${payment.number}:${payment.paidAt}`} payment={payment} />
                ))}
              </ul>
              <dl className="fiscal-total" data-testid="fiscal-total">
                <dt>{t('fiscal.total')}</dt>
                <dd>
                  <span className="fiscal-total__count">{t('fiscal.count', { count: payments.length })}</span>
                  <strong>{formatAmount(total, locale)}</strong>
                </dd>
              </dl>
            </section>
          )}
        </QueryState>
      )}
    </DashboardPage>
  );
}
