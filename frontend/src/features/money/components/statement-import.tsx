import { useEffect, useId, useState } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatNight, type MessageId, type StatementImportView, type StatementLineView, type StatementMapping } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { notifySuccess } from '../../../components/notify';
import { useAppDispatch } from '../../../state/hooks';
import {
  moneyApi,
  useAssignStatementLineMutation,
  useGetOverpaidLinesQuery,
  useGetStatementImportQuery,
  useGetStatementMappingQuery,
  useGetUnmatchedLinesQuery,
  useImportStatementMutation,
  useRefundOverpaidLineMutation,
} from '../api';
import { MoneySection } from './money-section';
import { useMessages } from '../../../lib/locale';

type MappingField = keyof StatementMapping;

/** Each column's label and, as its placeholder, the header a Serbian bank's CSV usually gives it. */
const MAPPING_FIELDS: { field: MappingField; label: MessageId; placeholder: MessageId }[] = [
  { field: 'date', label: 'money.mapping.date', placeholder: 'money.mapping.datePlaceholder' },
  { field: 'amount', label: 'money.mapping.amount', placeholder: 'money.mapping.amountPlaceholder' },
  { field: 'reference', label: 'money.mapping.reference', placeholder: 'money.mapping.referencePlaceholder' },
  { field: 'payer', label: 'money.mapping.payer', placeholder: 'money.mapping.payerPlaceholder' },
  { field: 'payerAccount', label: 'money.mapping.payerAccount', placeholder: 'money.mapping.payerAccountPlaceholder' },
  { field: 'purpose', label: 'money.mapping.purpose', placeholder: 'money.mapping.purposePlaceholder' },
];

const EMPTY_MAPPING: Required<StatementMapping> = { date: '', amount: '', reference: '', payer: '', payerAccount: '', purpose: '' };
const rsd = (amount: number) => `${amount.toLocaleString('sr-RS', { maximumFractionDigits: 2 })} RSD`;

/** Uvoz izvoda: a CSV with the venue's column mapping (saved with the first import) or a camt.053 XML, the result, and the payments left to assign. */
export function StatementImport({ clubId }: { clubId: string }) {
  const fileId = useId();
  const saved = useGetStatementMappingQuery(clubId);
  const [mapping, setMapping] = useState<Required<StatementMapping>>(EMPTY_MAPPING);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [importId, setImportId] = useState<string | null>(null);
  const [importStatement, { isLoading }] = useImportStatementMutation();
  const result = useImportProgress(clubId, importId);
  const t = useMessages();

  // The saved mapping fills the form once it has loaded (and again whenever it is read anew).
  const [mappingRead, setMappingRead] = useState<typeof saved.data>(undefined);
  if (saved.data !== mappingRead) {
    setMappingRead(saved.data);
    if (saved.data?.mapping) setMapping({ ...EMPTY_MAPPING, ...saved.data.mapping });
  }

  const isCsv = !file || !/\.xml$/i.test(file.name);
  const submit = async () => {
    if (!file) return setErrors({ file: t('money.import.fileRequired') });
    setErrors({});
    const sent = Object.values(mapping).some((value) => value.trim() !== '') ? mapping : null;
    const done = await importStatement({ clubId, file, mapping: isCsv ? sent : null });
    if ('error' in done) return setErrors(serverFieldErrors(done.error) ?? {});
    setImportId(done.data.importId);
  };
  const running = isLoading || result?.state === 'running';

  return (
    <MoneySection headingId="statement-import-heading" heading={t('money.import.heading')}>
      <div className="card-body">
        <p className="small text-body-secondary">{t('money.import.explain')}</p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="mb-3">
            <label className="form-label" htmlFor={fileId}>
              {t('money.import.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,.txt,.xml,text/csv,application/xml,text/xml"
              className={`form-control${errors.file ? ' is-invalid' : ''}`}
              aria-describedby={errors.file ? `${fileId}-error` : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {errors.file && (
              <div className="invalid-feedback" id={`${fileId}-error`}>
                {errors.file}
              </div>
            )}
          </div>
          {isCsv && (
            <fieldset className="row g-2 mb-3">
              <legend className="form-label fw-semibold fs-6 mb-1">{t('money.mapping.legend')}</legend>
              {MAPPING_FIELDS.map(({ field, label, placeholder }) => (
                <MappingInput
                  key={field}
                  label={t(label)}
                  placeholder={t(placeholder)}
                  value={mapping[field]}
                  error={errors[`mapping.${field}`] ?? (field === 'date' ? errors.mapping : undefined)}
                  onChange={(value) => setMapping((current) => ({ ...current, [field]: value }))}
                />
              ))}
            </fieldset>
          )}
          <Button type="submit" disabled={running}>
            {running ? t('money.import.running') : t('money.import.submit')}
          </Button>
        </form>
        {result && <ImportResult result={result} />}
      </div>
      <UnmatchedLines clubId={clubId} />
      <OverpaidLines clubId={clubId} />
    </MoneySection>
  );
}

/** Where the import started here stands: polled each second while it runs; once done, the deposits and lines it booked are read again. */
function useImportProgress(clubId: string, importId: string | null): StatementImportView | undefined {
  const dispatch = useAppDispatch();
  const t = useMessages();
  const [running, setRunning] = useState(true);
  const { data } = useGetStatementImportQuery({ clubId, importId: importId ?? '' }, { skip: !importId, pollingInterval: running ? 1000 : 0, refetchOnMountOrArgChange: true });
  const state = data?.importId === importId ? data?.state : undefined;
  // Polling stops once this import has an outcome, and starts again with the next one.
  const stillRunning = state === undefined || state === 'running';
  if (running !== stillRunning) setRunning(stillRunning);
  useEffect(() => {
    if (!data || state === undefined || state === 'running') return;
    dispatch(
      moneyApi.util.invalidateTags([
        { type: 'Deposits', id: clubId },
        { type: 'StatementLines', id: clubId },
      ]),
    );
    if (state === 'done')
      notifySuccess(t(data.overpaid ? 'money.import.doneOverpaid' : 'money.import.done', { matched: data.matched, unmatched: data.unmatched, overpaid: data.overpaid }));
  }, [state, data, clubId, dispatch, t]);
  return state ? data : undefined;
}

function ImportResult({ result }: { result: StatementImportView }) {
  const t = useMessages();
  const counts = t('money.import.counts', { matched: result.matched, unmatched: result.unmatched, overpaid: result.overpaid, already: result.alreadyImported });
  if (result.state === 'running') {
    const done = result.total === 0 ? 100 : Math.floor((result.processed / result.total) * 100);
    return (
      <div className="mt-3" role="status">
        <p className="mb-1">{t('statementImport.progress', { processed: result.processed, total: result.total })}</p>
        <ProgressBar now={done} label={`${done}%`} aria-label={t('statementImport.progressLabel')} />
        <p className="small text-body-secondary mt-1 mb-0">{counts}</p>
      </div>
    );
  }
  return (
    <Alert variant={result.state === 'done' ? 'info' : 'danger'} className="mt-3 mb-0" role="status">
      {result.state === 'failed' && <>{t('statementImport.stopped', { processed: result.processed, total: result.total })} </>}
      {counts}
    </Alert>
  );
}

function MappingInput({ label, placeholder, value, error, onChange }: { label: string; placeholder: string; value: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="col-12 col-md-6 col-lg-4">
      <label className="form-label small mb-1" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        value={value}
        placeholder={placeholder}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}

function UnmatchedLines({ clubId }: { clubId: string }) {
  const unmatched = useGetUnmatchedLinesQuery(clubId);
  const lines = unmatched.data ?? [];
  const t = useMessages();
  return (
    <div className="card-body border-top">
      <h3 className="h6">{t('money.unmatched.heading', { count: lines.length })}</h3>
      {lines.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('money.unmatched.none')}</p>
      ) : (
        <ul className="list-group list-group-flush">
          {lines.map((line) => (
            <UnmatchedLine key={line.lineId} clubId={clubId} line={line} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Višak uplate': a second transfer for a deposit already paid, listed with the payer's account for the venue to refund. */
function OverpaidLines({ clubId }: { clubId: string }) {
  const overpaid = useGetOverpaidLinesQuery(clubId);
  const lines = overpaid.data ?? [];
  const t = useMessages();
  return (
    <div className="card-body border-top" aria-labelledby="overpaid-lines-heading" role="region">
      <h3 className="h6" id="overpaid-lines-heading">
        {t('money.overpaid.heading', { count: lines.length })}
      </h3>
      {lines.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('money.overpaid.none')}</p>
      ) : (
        <ul className="list-group list-group-flush">
          {lines.map((line) => (
            <OverpaidLine key={line.lineId} clubId={clubId} line={line} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One overpayment: who paid, from which account, and 'Vraćeno' once the venue has sent the money back. */
function OverpaidLine({ clubId, line }: { clubId: string; line: StatementLineView }) {
  const [refund, { isLoading }] = useRefundOverpaidLineMutation();
  const t = useMessages();
  const [error, setError] = useState('');
  const markRefunded = async () => {
    const done = await refund({ clubId, lineId: line.lineId });
    if ('error' in done) return setError(Object.values(serverFieldErrors(done.error) ?? {})[0] ?? t('overpaid.refundFailed'));
    notifySuccess(t('overpaid.refunded', { amount: rsd(line.amount) }));
  };
  return (
    <li className="list-group-item deposit-row px-0">
      <div className="deposit-row__what">
        <strong>{rsd(line.amount)}</strong> · {formatNight(line.date)} · {line.payer || t('overpaid.unknownPayer')} · {t('money.overpaid.reservation', { code: line.code ?? '' })}
        <div className="small text-body-secondary">
          {[line.payerAccount ? t('money.overpaid.account', { account: line.payerAccount }) : t('money.overpaid.noAccount'), line.reason].filter(Boolean).join(' · ')}
        </div>
        {error && <div className="small text-danger">{error}</div>}
      </div>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={isLoading}
        onClick={() => void markRefunded()}
        aria-label={t('overpaid.refundLabel', { amount: rsd(line.amount), payer: line.payer || t('overpaid.unknownPayer') })}
      >
        {t('overpaid.refund')}
      </Button>
    </li>
  );
}

function UnmatchedLine({ clubId, line }: { clubId: string; line: StatementLineView }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [assign, { isLoading }] = useAssignStatementLineMutation();
  const t = useMessages();
  const submit = async () => {
    const done = await assign({ clubId, lineId: line.lineId, code });
    if ('error' in done) return setError(Object.values(serverFieldErrors(done.error) ?? {})[0] ?? t('money.unmatched.failed'));
    const reservation = { code: done.data.code ?? '' };
    notifySuccess(done.data.status === 'overpaid' ? t('money.unmatched.overpaid', reservation) : t('money.unmatched.assigned', reservation));
  };
  return (
    <li className="list-group-item deposit-row px-0">
      <div className="deposit-row__what">
        <strong>{rsd(line.amount)}</strong> · {formatNight(line.date)} · {line.payer || t('overpaid.unknownPayer')}
        <div className="small text-body-secondary">
          {[line.purpose, line.reference && t('money.unmatched.reference', { reference: line.reference }), line.reason].filter(Boolean).join(' · ')}
        </div>
      </div>
      <form
        className="d-flex gap-2 align-items-start"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div>
          <label className="visually-hidden" htmlFor={id}>
            {t('reservations.fact.number')}
          </label>
          <input
            id={id}
            className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
            placeholder={t('reservations.fact.number')}
            value={code}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {error && (
            <div className="invalid-feedback" id={`${id}-error`}>
              {error}
            </div>
          )}
        </div>
        <Button type="submit" size="sm" variant="outline-primary" disabled={isLoading || code.trim() === ''}>
          {t('money.unmatched.assign')}
        </Button>
      </form>
    </li>
  );
}
