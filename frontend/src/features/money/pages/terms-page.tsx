import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form, useForm, useFormState } from 'react-final-form';
import { DEFAULT_DEPOSIT_HOLD_MINUTES, PAYMENT_PURPOSE_MAX, type VenueTableView, type VenueTermsView } from '@izlazak/contracts';
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
import '../money.css';

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
  const [saveTerms] = useSaveVenueTermsMutation();

  async function save(terms: TermsBody) {
    // 'Jedne noći' chosen and no night written: say so here rather than save it for every night.
    const unnamed = terms.rules.findIndex((rule) => rule.night !== '' && rule.night.trim() === '');
    if (unnamed >= 0) return nestErrors({ [`rules.${unnamed}.night`]: 'Upišite noć (dd.MM.yyyy)' });
    try {
      await saveTerms({ clubId, version: saved.version, terms: { ...terms, rules: terms.rules.map((rule) => ({ ...rule, night: rule.night.trim() })) } }).unwrap();
      notifySuccess('Uslovi su sačuvani');
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
  return (
    <MoneySection headingId="terms-payee-heading" heading="Uplata depozita">
      <div className="card-body">
        <p className="small text-body-secondary">Gost dobija uplatnicu sa NBS IPS QR kodom za ove podatke. Bez broja računa objekat ne može tražiti depozit.</p>
        <div className="row g-3">
          <TextField className="col-12 col-md-6" label="Broj računa" name="paymentAccount" placeholder="160-0000000012345-95" />
          <TextField className="col-12 col-md-6" label="Naziv primaoca" name="payeeName" placeholder="Klub d.o.o." />
          <TextField className="col-12 col-md-6" label="Sedište primaoca" name="payeePlace" placeholder="Beograd" />
          <TextField className="col-6 col-md-3" label="Šifra plaćanja" name="paymentCode" inputMode="numeric" />
          <TextField className="col-6 col-md-3" label="Rok za uplatu (min)" name="depositHoldMinutes" inputMode="numeric" placeholder={String(DEFAULT_DEPOSIT_HOLD_MINUTES)} />
          <TextField className="col-12" label="Svrha plaćanja" name="paymentPurpose" maxLength={PAYMENT_PURPOSE_MAX} hint="Uz svrhu ide broj rezervacije." />
          <div className="col-12">
            <CheckboxField
              name="confirmOnDeposit"
              className=""
              label="Primljen depozit potvrđuje rezervaciju"
              hint="Kada nije označeno, plaćena rezervacija ostaje 'Na čekanju' dok je objekat ne potvrdi."
            />
          </div>
        </div>
        {asksDeposit && !values.paymentAccount.trim() && (
          <Alert variant="warning" className="mt-3 mb-0">
            Pravila traže depozit: upišite broj računa objekta.
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

  return (
    <MoneySection
      headingId="terms-rules-heading"
      heading="Pravila"
      actions={
        <Button variant="outline-primary" size="sm" onClick={() => form.change('rules', [...rules, emptyRule()])}>
          Dodaj pravilo
        </Button>
      }
    >
      <div className="card-body">
        <p className="small text-body-secondary">Važi najspecifičnije pravilo: sto pre zone, zona pre celog objekta; određena noć ili događaj pre svake noći.</p>
        {rulesError && <p className="text-danger small">{rulesError}</p>}
        {rules.length === 0 && <p className="text-body-secondary mb-0">Objekat još nema uslove: stolovi se rezervišu bez minimalne potrošnje i depozita.</p>}
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
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button type="submit" disabled={submitting || !dirty}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" />}
        Sačuvaj uslove
      </Button>
      <Button variant="outline-secondary" disabled={submitting || !dirty} onClick={onReset}>
        Poništi izmene
      </Button>
    </div>
  );
}

const OUTCOMES = [
  { value: 'keep', label: 'Depozit se zadržava' },
  { value: 'refund', label: 'Depozit se vraća' },
] as const;

function RuleFields({ index, rule, zones, tables, onRemove }: { index: number; rule: TermsRuleBody; zones: string[]; tables: VenueTableView[]; onRemove: () => void }) {
  // The rule's values are addressed by path (`rules[0].zone`), which the form's typed `change` does not know.
  const form = useForm();
  const at = (field?: string) => (field ? `rules[${index}].${field}` : `rules[${index}]`);
  const id = useId();
  const when = rule.eventId ? 'event' : rule.night ? 'night' : 'every';
  const tableName = (tableId: string) => tables.find((table) => table._id === tableId)?.name ?? 'Sto';
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
      <legend className="terms-rule__legend h6">Pravilo {index + 1}</legend>
      {ruleError && <p className="text-danger small">{ruleError}</p>}
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-target`}>
            Važi za
          </label>
          <select
            id={`${id}-target`}
            className={`form-select ${targetError ? 'is-invalid' : ''}`}
            value={targetOf(rule)}
            onChange={(event) => change(withTarget(rule, event.target.value))}
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
          <FieldError id={`${id}-target-error`} message={targetError} />
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
              onChange={(event) => change(event.target.value === 'night' ? { night: rule.night || ' ', eventId: '' } : { night: '', eventId: '' })}
            >
              <option value="every">Svake noći</option>
              <option value="night">Jedne noći</option>
              {rule.eventId && <option value="event">Za događaj</option>}
            </select>
            {when === 'night' && (
              <input
                aria-label="Noć (dd.MM.yyyy)"
                className={`form-control ${whenError ? 'is-invalid' : ''}`}
                placeholder="dd.MM.yyyy"
                value={rule.night.trim()}
                onChange={(event) => change({ night: event.target.value || ' ' })}
              />
            )}
          </div>
          <FieldError id={`${id}-when-error`} message={whenError} />
        </div>
        <TextField className="col-6 col-md-3" label="Minimalna potrošnja (RSD)" name={at('minimumSpend')} inputMode="numeric" />
        <TextField className="col-6 col-md-3" label="Depozit (RSD)" name={at('deposit')} inputMode="numeric" hint="0 = bez depozita" />
        <TextField className="col-12 col-md-6" label="Paket" name={at('package')} placeholder="Flaša + 4 energetska pića" />
        <TextField className="col-12 col-md-4" label="Besplatno otkazivanje (sati pre noći)" name={at('freeCancelHours')} inputMode="numeric" />
        <SelectField className="col-6 col-md-4" label="Kasno otkazivanje" name={at('lateCancel')} options={OUTCOMES} />
        <SelectField className="col-6 col-md-4" label="Nedolazak" name={at('noShow')} options={OUTCOMES} />
      </div>
      <div className="mt-3 text-end">
        <Button variant="outline-danger" size="sm" onClick={onRemove}>
          Ukloni pravilo {index + 1}
        </Button>
      </div>
    </fieldset>
  );
}
