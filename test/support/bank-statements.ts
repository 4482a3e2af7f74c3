import type { ApiResponse } from './http';
import type { TestApp } from './app';
import { sendForm } from '../api/venues-fixtures';

/** A bank's CSV export as the venues' tests write it: the columns, and the mapping that names them. */
export const STATEMENT_HEADER = 'Datum valute;Naziv nalogodavca;Račun nalogodavca;Svrha plaćanja;Poziv na broj;Isplata;Uplata';
export const STATEMENT_MAPPING = {
  date: 'Datum valute',
  amount: 'Uplata',
  reference: 'Poziv na broj',
  payer: 'Naziv nalogodavca',
  payerAccount: 'Račun nalogodavca',
  purpose: 'Svrha plaćanja',
};

/** The payee of the venues' deposits, and a booth rule with a 10.000 RSD deposit. */
export const STATEMENT_PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Obala d.o.o.', payeePlace: 'Beograd' };
export const BOOTH_WITH_DEPOSIT = { zone: 'Separei', minimumSpend: 20000, package: 'Flaša', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };

/** One line of such a statement. */
export const statementRow = (line: { date: string; payer: string; account?: string; reference: string; amount: string; purpose?: string }) =>
  [line.date, line.payer, line.account ?? '', line.purpose ?? 'Depozit', line.reference, '', line.amount].join(';');

/**
 * Sends a statement the way the screen does and follows its import to the end: the POST's status
 * (202 once the file reads, or its refusal) with the body of the import's last status (or the refusal's).
 */
export async function importStatement(
  app: Pick<TestApp, 'baseUrl'>,
  clubId: string,
  options: { content: string | Buffer; fields?: Record<string, string>; token?: string; filename?: string; timeoutMs?: number },
): Promise<ApiResponse> {
  const filename = options.filename ?? 'izvod.csv';
  const file = { field: 'file', content: Buffer.from(options.content), filename, type: filename.endsWith('.xml') ? 'application/xml' : 'text/csv' };
  const started = await sendForm(app.baseUrl, 'POST', `/api/club/${clubId}/bank-statements`, options.fields ?? {}, [file], options.token);
  if (started.status !== 202) return started;
  const done = await importFinished(app, started.body.statusUrl, options.token, options.timeoutMs);
  return { ...started, body: done };
}

/** Polls an import's status until it is no longer running. */
export async function importFinished(app: Pick<TestApp, 'baseUrl'>, statusUrl: string, token?: string, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const answer = await fetch(`${app.baseUrl}${statusUrl}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const body = await answer.json();
    if (answer.status !== 200) throw new Error(`GET ${statusUrl}: ${answer.status} ${JSON.stringify(body)}`);
    if (body.state !== 'running') return body;
    if (Date.now() > deadline) throw new Error(`the import ${statusUrl} still runs after ${timeoutMs} ms: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
