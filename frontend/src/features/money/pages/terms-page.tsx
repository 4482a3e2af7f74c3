import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form, useForm, useFormState } from 'react-final-form';
import { DEFAULT_DEPOSIT_HOLD_MINUTES, PAYMENT_PURPOSE_MAX, type MessageId, type VenueTableView, type VenueTermsView } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { CheckboxField, FieldError, SelectField, TextField, useFieldError } from '../../../components/form/fields';
import { nestErrors } from '../../../components/form/validate';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { VenueChoice } from '../../../components/venue-choice';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useGetTermsTablesQuery, useGetVenueTermsQuery, useSaveVenueTermsMutation, type TermsBody, type TermsRuleBody } from '../api';
import { MoneySection } from '../components/money-section';
import { useMessages } from '../../../lib/locale';
import '../money.css';
import { DATE_FORMAT } from '../../../lib/dates';

/** yyyy-MM-dd ↔ dd.MM.yyyy, as the dashboard writes a night. */
const displayNight = (night: string | null) => (night ? night.split('-').reverse().join('.') : '');

const emptyRule = (): TermsRuleBody => ({
  zone: '',
  tableId: '',
  night: '',
  eventId: '',
  minimumSpend: '0',
  package: '',
  deposit: '0',
  freeCancelHours: '0',
  lateCancel: 'keep',
  noShow: 'keep',
});

function toBody(terms: VenueTermsView): TermsBody {
  return {
    paymentAccount: terms.paymentAccount ?? '',
    payeeName: terms.payeeName,
    payeePlace: terms.payeePlace,
    paymentCode: terms.paymentCode,
    paymentPurpose: terms.paymentPurpose,
    depositHoldMinutes: String(terms.depositHoldMinutes),
    confirmOnDeposit: terms.confirmOnDeposit,
    rules: terms.rules.map((rule) => ({
      zone: rule.zone ?? '',
      tableId: rule.tableId ?? '',
      night: displayNight(rule.night),
      eventId: rule.eventId ?? '',
      minimumSpend: String(rule.minimumSpend),
      package: rule.package,
      deposit: String(rule.deposit),
      freeCancelHours: String(rule.freeCancelHours),
      lateCancel: rule.lateCancel,
      noShow: rule.noShow,
    })),
  };
}

/** Which tables a rule is for, as one choice: the whole venue, a zone (the tables' area) or one table. */
const targetOf = (rule: TermsRuleBody) => (rule.tableId ? `table:${rule.tableId}` : rule.zone ? `zone:${rule.zone}` : 'venue');

function withTarget(rule: TermsRuleBody, target: string): TermsRuleBody {
  if (target.startsWith('table:')) return { ...rule, tableId: target.slice(6), zone: '' };
  if (target.startsWith('zone:')) return { ...rule, zone: target.slice(5), tableId: '' };
  return { ...rule, zone: '', tableId: '' };
}

/** Podešavanja → Uslovi: a manager sets the venue's terms; an admin chooses the venue first. */
export function TermsPage() {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const [chosen, setChosen] = useState('');
  const clubId = isAdmin ? chosen : (user?.clubId ?? '');
  const terms = useGetVenueTermsQuery(clubId, { skip: !clubId, refetchOnMountOrArgChange: true });
  const tables = useGetTermsTablesQuery(clubId, { skip: !clubId });
  const t = useMessages();

  if (!isAdmin && !clubId) {
    return (
      <Alert variant="warning" className="mb-0">
        {t('money.noVenue')}
      </Alert>
    );
  }
  return (
    <div className="terms-page">
      {isAdmin && (
        <div className="mb-3 terms-page__venue">
          <VenueChoice clubId={chosen} onChange={setChosen} />
        </div>
      )}
      {clubId && (
        <QueryState query={terms} unavailable={t('money.terms.unavailable')} loading={<LoadingIndicator label={t('money.terms.loading')} />}>
          {/* Saved terms come back with a new version: the form starts again from them. */}
          {(saved) => <TermsForm key={`${clubId}:${saved.version}`} clubId={clubId} saved={saved} tables={tables.data?.data ?? []} />}
        </QueryState>
      )}
    </div>
  );
}

function TermsForm({ clubId, saved, tables }: { clubId: string; saved: VenueTermsView; tables: VenueTableView[] }) {
  const initial = useMemo(() => toBody(saved), [saved]);
  const [saveTerms] = useSaveVenueTermsMutation();
  const t = useMessages();

  async function save(terms: TermsBody) {
    // 'Jedne noći' chosen and no night written: say so here rather than save it for every night.
    const unnamed = terms.rules.findIndex((rule) => rule.night !== '' && rule.night.trim() === '');
    if (unnamed >= 0) return nestErrors({ [`rules.${unnamed}.night`]: t('money.terms.nightRequired') });
    try {
      await saveTerms({ clubId, version: saved.version, terms: { ...terms, rules: terms.rules.map((rule) => ({ ...rule, night: rule.night.trim() })) } }).unwrap();
      notifySuccess(t('money.terms.saved'));
      return undefined;
    } catch (error) {
      return nestErrors(serverFieldErrors(error));
    }
  }

  return (
    <Form<TermsBody> onSubmit={save} initialValues={initial} subscription={{ submitting: true }}>
      {({ handleSubmit, form }) => (
        <form
          className="terms-form"
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
          }}
        >
          <PayeeSection />
          <RulesSection tables={tables} />
          <TermsActions initial={initial} onReset={() => form.reset()} />
        </form>
      )}
    </Form>
  );
}

function PayeeSection() {
  const { values } = useFormState<TermsBody>({ subscription: { values: true } });
  const asksDeposit = values.rules.some((rule) => Number(rule.deposit) > 0);
  const t = useMessages();
  return (
    <MoneySection headingId="terms-payee-heading" heading={t('money.terms.payee')}>
      <div className="card-body">
        <p className="small text-body-secondary">{t('money.terms.payeeExplain')}</p>
        <div className="row g-3">
          <TextField className="col-12 col-md-6" label={t('money.terms.account')} name="paymentAccount" placeholder="160-0000000012345-95" />
          <TextField className="col-12 col-md-6" label={t('money.terms.payeeName')} name="payeeName" placeholder={t('money.terms.payeeNamePlaceholder')} />
          <TextField className="col-12 col-md-6" label={t('money.terms.payeePlace')} name="payeePlace" placeholder={t('money.terms.payeePlacePlaceholder')} />
          <TextField className="col-6 col-md-3" label={t('money.terms.paymentCode')} name="paymentCode" inputMode="numeric" />
          <TextField
            className="col-6 col-md-3"
            label={t('money.terms.holdMinutes')}
            name="depositHoldMinutes"
            inputMode="numeric"
            placeholder={String(DEFAULT_DEPOSIT_HOLD_MINUTES)}
          />
          <TextField className="col-12" label={t('money.terms.purpose')} name="paymentPurpose" maxLength={PAYMENT_PURPOSE_MAX} hint={t('money.terms.purposeHint')} />
          <div className="col-12">
            <CheckboxField name="confirmOnDeposit" className="" label={t('money.terms.confirmOnDeposit')} hint={t('money.terms.confirmOnDepositHint')} />
          </div>
        </div>
        {asksDeposit && !values.paymentAccount.trim() && (
          <Alert variant="warning" className="mt-3 mb-0">
            {t('money.terms.accountMissing')}
          </Alert>
        )}
      </div>
    </MoneySection>
  );
}

function RulesSection({ tables }: { tables: VenueTableView[] }) {
  const form = useForm<TermsBody>();
  const { values } = useFormState<TermsBody>({ subscription: { values: true } });
  const rulesError = useFieldError('rules');
  const zones = useMemo(() => [...new Set(tables.map((table) => table.area.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'sr')), [tables]);
  const rules = values.rules;
  const t = useMessages();

  return (
    <MoneySection
      headingId="terms-rules-heading"
      heading={t('money.terms.rules')}
      actions={
        <Button variant="outline-primary" size="sm" onClick={() => form.change('rules', [...rules, emptyRule()])}>
          {t('money.terms.addRule')}
        </Button>
      }
    >
      <div className="card-body">
        <p className="small text-body-secondary">{t('money.terms.rulesExplain')}</p>
        {rulesError && <p className="text-danger small">{rulesError}</p>}
        {rules.length === 0 && <p className="text-body-secondary mb-0">{t('money.terms.noRules')}</p>}
        {rules.map((rule, index) => (
          <RuleFields
            key={index}
            index={index}
            rule={rule}
            zones={zones}
            tables={tables}
            onRemove={() =>
              form.change(
                'rules',
                rules.filter((_, at) => at !== index),
              )
            }
          />
        ))}
      </div>
    </MoneySection>
  );
}

/** Save or undo, both only once something changed. */
function TermsActions({ initial, onReset }: { initial: TermsBody; onReset: () => void }) {
  const { values, submitting } = useFormState<TermsBody>({ subscription: { values: true, submitting: true } });
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const t = useMessages();
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button type="submit" disabled={submitting || !dirty}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" />}
        {t('money.terms.save')}
      </Button>
      <Button variant="outline-secondary" disabled={submitting || !dirty} onClick={onReset}>
        {t('money.terms.reset')}
      </Button>
    </div>
  );
}

const OUTCOMES: readonly { value: 'keep' | 'refund'; label: MessageId }[] = [
  { value: 'keep', label: 'money.terms.keep' },
  { value: 'refund', label: 'money.terms.refund' },
];

function RuleFields({ index, rule, zones, tables, onRemove }: { index: number; rule: TermsRuleBody; zones: string[]; tables: VenueTableView[]; onRemove: () => void }) {
  // The rule's values are addressed by path (`rules[0].zone`), which the form's typed `change` does not know.
  const form = useForm();
  const at = (field?: string) => (field ? `rules[${index}].${field}` : `rules[${index}]`);
  const id = useId();
  const t = useMessages();
  const outcomes = OUTCOMES.map((outcome) => ({ value: outcome.value, label: t(outcome.label) }));
  const when = rule.eventId ? 'event' : rule.night ? 'night' : 'every';
  const tableName = (tableId: string) => tables.find((table) => table._id === tableId)?.name ?? t('money.terms.table');
  const ruleError = useFieldError(at());
  const tableError = useFieldError(at('tableId'));
  const zoneError = useFieldError(at('zone'));
  const nightError = useFieldError(at('night'));
  const eventError = useFieldError(at('eventId'));
  const targetError = tableError ?? zoneError;
  const whenError = nightError ?? eventError;
  const change = (patch: Partial<TermsRuleBody>) =>
    form.batch(() => {
      for (const [field, value] of Object.entries(patch)) form.change(at(field), value);
    });

  return (
    <fieldset className="terms-rule border rounded p-3 mb-3">
      <legend className="terms-rule__legend h6">{t('money.terms.rule', { number: index + 1 })}</legend>
      {ruleError && <p className="text-danger small">{ruleError}</p>}
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-target`}>
            {t('money.terms.appliesTo')}
          </label>
          <select
            id={`${id}-target`}
            className={`form-select ${targetError ? 'is-invalid' : ''}`}
            value={targetOf(rule)}
            onChange={(event) => change(withTarget(rule, event.target.value))}
          >
            <option value="venue">{t('money.terms.wholeVenue')}</option>
            {zones.map((zone) => (
              <option key={zone} value={`zone:${zone}`}>
                {t('money.terms.zone', { zone })}
              </option>
            ))}
            {rule.zone && !zones.includes(rule.zone) && <option value={`zone:${rule.zone}`}>{t('money.terms.zone', { zone: rule.zone })}</option>}
            {tables.map((table) => (
              <option key={table._id} value={`table:${table._id}`}>
                {t('money.terms.tableOf', { table: table.name })}
              </option>
            ))}
            {rule.tableId && !tables.some((table) => table._id === rule.tableId) && (
              <option value={`table:${rule.tableId}`}>{t('money.terms.tableOf', { table: tableName(rule.tableId) })}</option>
            )}
          </select>
          <FieldError id={`${id}-target-error`} message={targetError} />
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-when`}>
            {t('money.terms.when')}
          </label>
          <div className="d-flex gap-2">
            <select
              id={`${id}-when`}
              className="form-select"
              value={when}
              onChange={(event) => change(event.target.value === 'night' ? { night: rule.night || ' ', eventId: '' } : { night: '', eventId: '' })}
            >
              <option value="every">{t('money.terms.everyNight')}</option>
              <option value="night">{t('money.terms.oneNight')}</option>
              {rule.eventId && <option value="event">{t('money.terms.forEvent')}</option>}
            </select>
            {when === 'night' && (
              <input
                aria-label={t('money.terms.nightLabel')}
                className={`form-control ${whenError ? 'is-invalid' : ''}`}
                placeholder={DATE_FORMAT}
                value={rule.night.trim()}
                onChange={(event) => change({ night: event.target.value || ' ' })}
              />
            )}
          </div>
          <FieldError id={`${id}-when-error`} message={whenError} />
        </div>
        <TextField className="col-6 col-md-3" label={t('money.terms.minimumSpend')} name={at('minimumSpend')} inputMode="numeric" />
        <TextField className="col-6 col-md-3" label={t('money.terms.deposit')} name={at('deposit')} inputMode="numeric" hint={t('money.terms.depositHint')} />
        <TextField className="col-12 col-md-6" label={t('money.terms.package')} name={at('package')} placeholder={t('money.terms.packagePlaceholder')} />
        <TextField className="col-12 col-md-4" label={t('money.terms.freeCancelHours')} name={at('freeCancelHours')} inputMode="numeric" />
        <SelectField className="col-6 col-md-4" label={t('money.terms.lateCancel')} name={at('lateCancel')} options={outcomes} />
        <SelectField className="col-6 col-md-4" label={t('money.terms.noShow')} name={at('noShow')} options={outcomes} />
      </div>
      <div className="mt-3 text-end">
        <Button variant="outline-danger" size="sm" onClick={onRemove}>
          {t('money.terms.removeRule', { number: index + 1 })}
        </Button>
      </div>
    </fieldset>
  );
}
