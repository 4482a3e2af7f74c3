import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DEFAULT_DEPOSIT_HOLD_MINUTES, PAYMENT_PURPOSE_MAX, type TermsOutcome, type VenueTableView, type VenueTermsView } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { VenueChoice } from '../../../components/venue-choice';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useGetTermsTablesQuery, useGetVenueTermsQuery, useSaveVenueTermsMutation, type TermsBody, type TermsRuleBody } from '../api';
import { MoneySection } from '../components/money-section';
import '../money.css';

type Errors = Record<string, string>;

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

  if (!isAdmin && !clubId) {
    return (
      <Alert variant="warning" className="mb-0">
        Vaš nalog nije povezan ni sa jednim objektom. Obratite se administratoru.
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
        <QueryState query={terms} unavailable="Uslovi trenutno nisu dostupni." loading={<LoadingIndicator label="Učitavanje uslova..." />}>
          {/* Saved terms come back with a new version: the form starts again from them. */}
          {(saved) => <TermsForm key={`${clubId}:${saved.version}`} clubId={clubId} saved={saved} tables={tables.data?.data ?? []} />}
        </QueryState>
      )}
    </div>
  );
}

function TermsForm({ clubId, saved, tables }: { clubId: string; saved: VenueTermsView; tables: VenueTableView[] }) {
  const initial = useMemo(() => toBody(saved), [saved]);
  const [form, setForm] = useState<TermsBody>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saveTerms, { isLoading: saving }] = useSaveVenueTermsMutation();
  const zones = useMemo(() => [...new Set(tables.map((table) => table.area.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'sr')), [tables]);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const asksDeposit = form.rules.some((rule) => Number(rule.deposit) > 0);
  const confirmId = useId();

  const change = (patch: Partial<TermsBody>) => setForm((current) => ({ ...current, ...patch }));
  const changeRule = (index: number, patch: Partial<TermsRuleBody>) =>
    setForm((current) => ({ ...current, rules: current.rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)) }));

  async function save() {
    // 'Jedne noći' chosen and no night written: say so here rather than save it for every night.
    const unnamed = form.rules.findIndex((rule) => rule.night !== '' && rule.night.trim() === '');
    if (unnamed >= 0) {
      setErrors({ [`rules.${unnamed}.night`]: 'Upišite noć (dd.MM.yyyy)' });
      return;
    }
    setErrors({});
    try {
      await saveTerms({ clubId, version: saved.version, terms: { ...form, rules: form.rules.map((rule) => ({ ...rule, night: rule.night.trim() })) } }).unwrap();
      notifySuccess('Uslovi su sačuvani');
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
    }
  }

  return (
    <form
      className="terms-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <MoneySection headingId="terms-payee-heading" heading="Uplata depozita">
        <div className="card-body">
          <p className="small text-body-secondary">
            Gost dobija uplatnicu sa NBS IPS QR kodom za ove podatke. Bez broja računa objekat ne može tražiti depozit.
          </p>
          <div className="row g-3">
            <TextField className="col-12 col-md-6" label="Broj računa" name="paymentAccount" value={form.paymentAccount} placeholder="160-0000000012345-95" errors={errors} onChange={(paymentAccount) => change({ paymentAccount })} />
            <TextField className="col-12 col-md-6" label="Naziv primaoca" name="payeeName" value={form.payeeName} placeholder="Klub d.o.o." errors={errors} onChange={(payeeName) => change({ payeeName })} />
            <TextField className="col-12 col-md-6" label="Sedište primaoca" name="payeePlace" value={form.payeePlace} placeholder="Beograd" errors={errors} onChange={(payeePlace) => change({ payeePlace })} />
            <TextField className="col-6 col-md-3" label="Šifra plaćanja" name="paymentCode" value={form.paymentCode} inputMode="numeric" errors={errors} onChange={(paymentCode) => change({ paymentCode })} />
            <TextField
              className="col-6 col-md-3"
              label="Rok za uplatu (min)"
              name="depositHoldMinutes"
              value={form.depositHoldMinutes}
              inputMode="numeric"
              placeholder={String(DEFAULT_DEPOSIT_HOLD_MINUTES)}
              errors={errors}
              onChange={(depositHoldMinutes) => change({ depositHoldMinutes })}
            />
            <TextField
              className="col-12"
              label="Svrha plaćanja"
              name="paymentPurpose"
              value={form.paymentPurpose}
              maxLength={PAYMENT_PURPOSE_MAX}
              hint="Uz svrhu ide broj rezervacije."
              errors={errors}
              onChange={(paymentPurpose) => change({ paymentPurpose })}
            />
            <div className="col-12">
              <div className="form-check">
                <input className="form-check-input" type="checkbox" id={confirmId} checked={form.confirmOnDeposit} onChange={(event) => change({ confirmOnDeposit: event.target.checked })} />
                <label className="form-check-label" htmlFor={confirmId}>
                  Primljen depozit potvrđuje rezervaciju
                </label>
                <div className="form-text">Kada nije označeno, plaćena rezervacija ostaje 'Na čekanju' dok je objekat ne potvrdi.</div>
              </div>
            </div>
          </div>
          {asksDeposit && !form.paymentAccount.trim() && (
            <Alert variant="warning" className="mt-3 mb-0">
              Pravila traže depozit: upišite broj računa objekta.
            </Alert>
          )}
        </div>
      </MoneySection>

      <MoneySection
        headingId="terms-rules-heading"
        heading="Pravila"
        actions={
          <Button variant="outline-primary" size="sm" onClick={() => change({ rules: [...form.rules, emptyRule()] })}>
            Dodaj pravilo
          </Button>
        }
      >
        <div className="card-body">
          <p className="small text-body-secondary">
            Važi najspecifičnije pravilo: sto pre zone, zona pre celog objekta; određena noć ili događaj pre svake noći.
          </p>
          {errors.rules && <p className="text-danger small">{errors.rules}</p>}
          {form.rules.length === 0 && <p className="text-body-secondary mb-0">Objekat još nema uslove: stolovi se rezervišu bez minimalne potrošnje i depozita.</p>}
          {form.rules.map((rule, index) => (
            <RuleFields
              key={index}
              index={index}
              rule={rule}
              zones={zones}
              tables={tables}
              errors={errors}
              onChange={(patch) => changeRule(index, patch)}
              onRemove={() => change({ rules: form.rules.filter((_, at) => at !== index) })}
            />
          ))}
        </div>
      </MoneySection>

      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={saving || !dirty}>
          {saving && <Spinner animation="border" size="sm" className="me-2" />}
          Sačuvaj uslove
        </Button>
        <Button
          variant="outline-secondary"
          disabled={saving || !dirty}
          onClick={() => {
            setForm(initial);
            setErrors({});
          }}
        >
          Poništi izmene
        </Button>
      </div>
    </form>
  );
}

function RuleFields(props: {
  index: number;
  rule: TermsRuleBody;
  zones: string[];
  tables: VenueTableView[];
  errors: Errors;
  onChange: (patch: Partial<TermsRuleBody>) => void;
  onRemove: () => void;
}) {
  const { index, rule, zones, tables, errors, onChange, onRemove } = props;
  const at = (field: string) => `rules.${index}.${field}`;
  const id = useId();
  const when = rule.eventId ? 'event' : rule.night ? 'night' : 'every';
  const tableName = (tableId: string) => tables.find((table) => table._id === tableId)?.name ?? 'Sto';
  const ruleError = errors[`rules.${index}`];

  return (
    <fieldset className="terms-rule border rounded p-3 mb-3">
      <legend className="terms-rule__legend h6">Pravilo {index + 1}</legend>
      {ruleError && <p className="text-danger small">{ruleError}</p>}
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-target`}>
            Važi za
          </label>
          <select
            id={`${id}-target`}
            className={`form-select ${errors[at('tableId')] || errors[at('zone')] ? 'is-invalid' : ''}`}
            value={targetOf(rule)}
            onChange={(event) => onChange(withTarget(rule, event.target.value))}
          >
            <option value="venue">Ceo objekat</option>
            {zones.map((zone) => (
              <option key={zone} value={`zone:${zone}`}>
                Zona: {zone}
              </option>
            ))}
            {rule.zone && !zones.includes(rule.zone) && <option value={`zone:${rule.zone}`}>Zona: {rule.zone}</option>}
            {tables.map((table) => (
              <option key={table._id} value={`table:${table._id}`}>
                Sto: {table.name}
              </option>
            ))}
            {rule.tableId && !tables.some((table) => table._id === rule.tableId) && <option value={`table:${rule.tableId}`}>Sto: {tableName(rule.tableId)}</option>}
          </select>
          <FieldError message={errors[at('tableId')] ?? errors[at('zone')]} />
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-when`}>
            Kada
          </label>
          <div className="d-flex gap-2">
            <select
              id={`${id}-when`}
              className="form-select"
              value={when}
              onChange={(event) => onChange(event.target.value === 'night' ? { night: rule.night || ' ', eventId: '' } : { night: '', eventId: '' })}
            >
              <option value="every">Svake noći</option>
              <option value="night">Jedne noći</option>
              {rule.eventId && <option value="event">Za događaj</option>}
            </select>
            {when === 'night' && (
              <input
                aria-label="Noć (dd.MM.yyyy)"
                className={`form-control ${errors[at('night')] ? 'is-invalid' : ''}`}
                placeholder="dd.MM.yyyy"
                value={rule.night.trim()}
                onChange={(event) => onChange({ night: event.target.value || ' ' })}
              />
            )}
          </div>
          <FieldError message={errors[at('night')] ?? errors[at('eventId')]} />
        </div>
        <TextField className="col-6 col-md-3" label="Minimalna potrošnja (RSD)" name={at('minimumSpend')} value={rule.minimumSpend} inputMode="numeric" errors={errors} onChange={(minimumSpend) => onChange({ minimumSpend })} />
        <TextField className="col-6 col-md-3" label="Depozit (RSD)" name={at('deposit')} value={rule.deposit} inputMode="numeric" hint="0 = bez depozita" errors={errors} onChange={(deposit) => onChange({ deposit })} />
        <TextField className="col-12 col-md-6" label="Paket" name={at('package')} value={rule.package} placeholder="Flaša + 4 energetska pića" errors={errors} onChange={(pkg) => onChange({ package: pkg })} />
        <TextField
          className="col-12 col-md-4"
          label="Besplatno otkazivanje (sati pre noći)"
          name={at('freeCancelHours')}
          value={rule.freeCancelHours}
          inputMode="numeric"
          errors={errors}
          onChange={(freeCancelHours) => onChange({ freeCancelHours })}
        />
        <OutcomeField className="col-6 col-md-4" label="Kasno otkazivanje" value={rule.lateCancel} error={errors[at('lateCancel')]} onChange={(lateCancel) => onChange({ lateCancel })} />
        <OutcomeField className="col-6 col-md-4" label="Nedolazak" value={rule.noShow} error={errors[at('noShow')]} onChange={(noShow) => onChange({ noShow })} />
      </div>
      <div className="mt-3 text-end">
        <Button variant="outline-danger" size="sm" onClick={onRemove}>
          Ukloni pravilo {index + 1}
        </Button>
      </div>
    </fieldset>
  );
}

function TextField(props: {
  className: string;
  label: string;
  name: string;
  value: string;
  errors: Errors;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  inputMode?: 'numeric';
}) {
  const id = useId();
  const error = props.errors[props.name];
  return (
    <div className={props.className}>
      <label className="form-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint && !error && (
        <div className="form-text" id={`${id}-hint`}>
          {props.hint}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function OutcomeField({ className, label, value, error, onChange }: { className: string; label: string; value: TermsOutcome; error?: string; onChange: (value: TermsOutcome) => void }) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`form-select ${error ? 'is-invalid' : ''}`} value={value} onChange={(event) => onChange(event.target.value as TermsOutcome)}>
        <option value="keep">Depozit se zadržava</option>
        <option value="refund">Depozit se vraća</option>
      </select>
      <FieldError message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <div className="invalid-feedback d-block" id={id}>
      {message}
    </div>
  );
}
