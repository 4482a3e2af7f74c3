import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { addDays, formatAmount, formatBelgradeDateTime, formatNight, type PromoterCommissionRulesView, type SettlementRowView } from '@izlazak/contracts';
import { DashboardPage } from '../../../components/dashboard-page';
import { EmptyState } from '../../../components/empty-state';
import { UsersIcon } from '../../../components/icons';
import { ActionConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { VenueChoice } from '../../../components/venue-choice';
import { tonight } from '../../../lib/belgrade-time';
import { useLocale, useMessages } from '../../../lib/locale';
import { saveCsvFile } from '../../../lib/save-csv';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import {
  useExportSettlementMutation,
  useGetCommissionRulesQuery,
  useGetPromoterRulesQuery,
  useGetSettlementPaymentsQuery,
  useGetSettlementQuery,
  useMarkSettlementPaidMutation,
  type SettlementArgs,
} from '../api';
import { PromoterRulesModal, VenueRulesModal } from '../components/commission-rules-modals';
import { NightRangeFields } from '../../../components/form/night-range-fields';
import '../settlements.css';
import { DownloadButton } from '../../../components/download-button';

type Nights = Pick<SettlementArgs, 'from' | 'to'>;

/** A figure of a promoter's settlement: its name and its value, side by side on a phone. */
function Figure({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={`settlement-figure${strong ? ' settlement-figure--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** What a promoter's own rules say, or that the venue's apply. */
function RulesLine({ rules }: { rules: PromoterCommissionRulesView | undefined }) {
  const t = useMessages();
  const locale = useLocale();
  if (!rules || (rules.perListGuest === null && rules.perTable === null && rules.spendPercent === null && rules.leaderSharePercent === null)) {
    return <p className="settlement-card__rules">{t('promoterSettlement.rules.venues')}</p>;
  }
  const rate = (value: number | null, format: (value: number) => string) => (value === null ? t('promoterSettlement.rules.asVenue') : format(value));
  return (
    <p className="settlement-card__rules">
      {t('promoterSettlement.rules.own', {
        perListGuest: rate(rules.perListGuest, (value) => formatAmount(value, locale)),
        perTable: rate(rules.perTable, (value) => formatAmount(value, locale)),
        spendPercent: rate(rules.spendPercent, (value) => `${value} %`),
      })}
      {rules.leaderSharePercent !== null && ` · ${t('promoterSettlement.rules.leads', { percent: rules.leaderSharePercent })}`}
    </p>
  );
}

/** One promoter's card: the figures of the nights, paid or 'Označi kao isplaćeno', their rules. */
function PromoterSettlement({
  row,
  rules,
  leaderName,
  onPay,
  onEditRules,
}: {
  row: SettlementRowView;
  rules: PromoterCommissionRulesView | undefined;
  leaderName: string | null;
  onPay: () => void;
  onEditRules: () => void;
}) {
  const t = useMessages();
  const locale = useLocale();
  const headingId = useId();
  return (
    <article className="settlement-card" aria-labelledby={headingId} data-testid="settlement-row">
      <h2 className="settlement-card__name" id={headingId}>
        {row.name}
      </h2>
      {leaderName && <p className="settlement-card__team">{t('promoterSettlement.inTeamOf', { name: leaderName })}</p>}
      <dl className="settlement-figures">
        <Figure label={t('promoterSettlement.signedUp')} value={row.signedUp} />
        <Figure label={t('promoterSettlement.arrivedGuests')} value={row.arrivedGuests} />
        <Figure label={t('promoterSettlement.tables')} value={row.tables} />
        <Figure label={t('promoterSettlement.spend')} value={formatAmount(row.spend, locale)} />
        <Figure label={t('promoterSettlement.commission')} value={formatAmount(row.commission, locale)} />
        {row.leaderShare !== 0 && <Figure label={t('promoterSettlement.leaderShare')} value={formatAmount(row.leaderShare, locale)} />}
        {row.correction !== 0 && <Figure label={t('promoterSettlement.correction')} value={formatAmount(row.correction, locale)} />}
        <Figure strong label={t('promoterSettlement.total')} value={formatAmount(row.total, locale)} />
      </dl>
      <RulesLine rules={rules} />
      <div className="settlement-card__actions">
        {row.paid ? (
          <p className="settlement-card__paid" data-testid="settlement-paid">
            {t('promoterSettlement.paidAt', { at: formatBelgradeDateTime(row.paid.at), name: row.paid.by.name })}
          </p>
        ) : (
          <Button variant="primary" onClick={onPay}>
            {t('promoterSettlement.markPaid')}
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onEditRules}>
          {t('promoterSettlement.editRules')}
        </Button>
      </div>
    </article>
  );
}

/** 'Označi kao isplaćeno': asks first, with the nights and the amount, then records it. */
function MarkPaidDialog({ clubId, nights, row, onClose }: { clubId: string; nights: Nights; row: SettlementRowView | null; onClose: () => void }) {
  const t = useMessages();
  const locale = useLocale();
  const [markPaid, marking] = useMarkSettlementPaidMutation();
  async function confirm() {
    if (!row) return;
    try {
      await markPaid({ clubId, promoterId: row.promoterId, ...nights }).unwrap();
      notifySuccess(t('promoterSettlement.markedPaid', { name: row.name }));
      onClose();
    } catch {
      // The error catalogue has shown the reason (a night paid already).
    }
  }
  return (
    <ActionConfirmDialog
      show={row !== null}
      title={t('promoterSettlement.markPaid')}
      confirmLabel={t('promoterSettlement.markPaidConfirm')}
      busy={marking.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {row && (
        <>
          <p className="mb-1">
            {t('promoterSettlement.markPaidQuestion', { name: row.name, from: formatNight(nights.from), to: formatNight(nights.to), total: formatAmount(row.total, locale) })}
          </p>
          <p className="text-body-secondary small mb-0">{t('promoterSettlement.markPaidNote')}</p>
        </>
      )}
    </ActionConfirmDialog>
  );
}

/** 'Isplaćeni obračuni': every settlement of the venue marked paid, the newest nights first. */
function PaidHistory({ clubId }: { clubId: string }) {
  const t = useMessages();
  const locale = useLocale();
  const payments = useGetSettlementPaymentsQuery(clubId, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  return (
    <section className="settlement-history" aria-labelledby={headingId}>
      <h2 className="settlement-history__title" id={headingId}>
        {t('promoterSettlement.history')}
      </h2>
      <QueryState
        query={payments}
        unavailable={t('promoterSettlement.historyUnavailable')}
        isEmpty={(found) => found.rows.length === 0}
        empty={<p className="settlement-history__empty">{t('promoterSettlement.historyNone')}</p>}
      >
        {({ rows }) => (
          <ul className="settlement-history__list" aria-label={t('promoterSettlement.history')}>
            {rows.map((payment) => (
              <li key={`${payment.promoterId}-${payment.from}`} className="settlement-payment" data-testid="settlement-payment">
                <span className="settlement-payment__who">{payment.name}</span>
                <span className="settlement-payment__nights">
                  {payment.from === payment.to ? formatNight(payment.from) : t('promoterSettlement.nights', { from: formatNight(payment.from), to: formatNight(payment.to) })}
                </span>
                <span className="settlement-payment__total">{formatAmount(payment.total, locale)}</span>
                <span className="settlement-payment__when">{t('promoterSettlement.paidAt', { at: formatBelgradeDateTime(payment.paidAt), name: payment.paidBy.name })}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/**
 * 'Obračun promotera' (/dashboard/promoter-settlement): per promoter of the venue, the nights
 * from..to (the venue's nights) signed up, let in, tables, spend and commission by the rules of
 * each night; marking one paid; the paid ones; and the rules of the venue and each promoter.
 * The venue's manager; an admin picks the venue.
 */
export function SettlementPage() {
  const user = useAppSelector(selectCurrentUser);
  const t = useMessages();
  const picksVenue = user?.role === 'admin';
  const last = tonight();
  const [clubId, setClubId] = useState(user?.clubId ?? '');
  const [nights, setNights] = useState<Nights>({ from: addDays(last, -6), to: last });
  const [paying, setPaying] = useState<SettlementRowView | null>(null);
  const [editingVenue, setEditingVenue] = useState(false);
  const [editingPromoter, setEditingPromoter] = useState<string | null>(null);
  const args = { clubId, ...nights };
  const settlement = useGetSettlementQuery(args, { skip: !clubId, refetchOnMountOrArgChange: true });
  const venueRules = useGetCommissionRulesQuery(clubId, { skip: !clubId });
  const promoterRules = useGetPromoterRulesQuery(clubId, { skip: !clubId });
  const [exportSettlement, exporting] = useExportSettlementMutation();
  const locale = useLocale();
  const rulesOf = (promoterId: string) => promoterRules.data?.rows.find((row) => row.promoterId === promoterId);
  const update = (changes: Partial<Nights>) => setNights((current) => ({ ...current, ...changes }));

  async function download() {
    try {
      saveCsvFile(await exportSettlement(args).unwrap(), `obracun_promotera_${nights.from}_${nights.to}.csv`);
    } catch {
      // The error catalogue has already shown the reason.
    }
  }

  const rules = venueRules.data;
  return (
    <DashboardPage title={t('promoterSettlement.title')} subtitle={t('promoterSettlement.subtitle', { from: formatNight(nights.from), to: formatNight(nights.to) })}>
      <div className="settlement-controls">
        {picksVenue && <VenueChoice clubId={clubId} onChange={setClubId} />}
        <NightRangeFields from={nights.from} to={nights.to} onChange={update} />
        <div className="settlement-controls__actions">
          <Button variant="outline-secondary" onClick={() => update({ from: last, to: last })}>
            {t('reports.tonight')}
          </Button>
          <Button variant="outline-secondary" onClick={() => update({ from: addDays(last, -29), to: last })}>
            {t('reports.nights', { count: 30 })}
          </Button>
          {clubId && (
            <DownloadButton busy={exporting.isLoading} onClick={() => void download()}>
              {t('reports.download')}
            </DownloadButton>
          )}
        </div>
      </div>
      {!clubId ? (
        <EmptyState>
          <p className="mb-0">{t('promoterSettlement.pickVenue')}</p>
        </EmptyState>
      ) : (
        <>
          <section className="settlement-venue-rules" aria-label={t('promoterSettlement.venueRules')}>
            <p className="mb-0" data-testid="venue-rules">
              {rules
                ? t('promoterSettlement.venueRulesText', {
                    perListGuest: formatAmount(rules.perListGuest, locale),
                    perTable: formatAmount(rules.perTable, locale),
                    spendPercent: rules.spendPercent,
                  })
                : t('common.loading')}
            </p>
            <Button variant="outline-secondary" size="sm" onClick={() => setEditingVenue(true)} disabled={!rules}>
              {t('promoterSettlement.editVenueRules')}
            </Button>
          </section>
          <QueryState
            query={settlement}
            unavailable={t('promoterSettlement.unavailable')}
            isEmpty={(found) => found.rows.length === 0}
            empty={
              <EmptyState icon={<UsersIcon size={28} />}>
                <p className="mb-0">{t('promoterSettlement.none')}</p>
              </EmptyState>
            }
          >
            {({ rows }) => (
              <div className="settlement-cards">
                {rows.map((row) => (
                  <PromoterSettlement
                    key={row.promoterId}
                    row={row}
                    rules={rulesOf(row.promoterId)}
                    leaderName={row.leaderId ? (rows.find((other) => other.promoterId === row.leaderId)?.name ?? null) : null}
                    onPay={() => setPaying(row)}
                    onEditRules={() => setEditingPromoter(row.promoterId)}
                  />
                ))}
              </div>
            )}
          </QueryState>
          <PaidHistory clubId={clubId} />
          <MarkPaidDialog clubId={clubId} nights={nights} row={paying} onClose={() => setPaying(null)} />
          <VenueRulesModal show={editingVenue} clubId={clubId} rules={rules} onClose={() => setEditingVenue(false)} />
          <PromoterRulesModal
            show={editingPromoter !== null}
            clubId={clubId}
            promoterId={editingPromoter}
            promoters={promoterRules.data?.rows ?? []}
            onClose={() => setEditingPromoter(null)}
          />
        </>
      )}
    </DashboardPage>
  );
}
