import sax from 'sax';
import { BANK_STATEMENT_MESSAGES as MESSAGES } from '@izlazak/contracts';
import { hasControlCharacter, lineIdOf, occurrences, statementAmount, statementDate, StatementError, type StatementLine } from './statement-line';

/**
 * A camt.053 statement (ISO 20022 BankToCustomerStatement, any version: the elements are read by
 * their local names whatever the namespace). Each credit entry (`Ntry` with `CdtDbtInd` CRDT) in
 * RSD is a payment; an entry that books several transactions (`TxDtls`) gives one line each, with
 * the transaction's own amount when it has one. The reference is the structured creditor reference
 * (`RmtInf/Strd/CdtrRefInf/Ref`, its type `Tp/…/Prtry` or `Cd` naming the model when the bank
 * writes the reference without it), else the unstructured remittance text (`RmtInf/Ustrd`). A line
 * is identified by the statement's `Id` and the entry's `AcctSvcrRef` (or `NtryRef`, or its place).
 */
export function readCamt053(file: Buffer): StatementLine[] {
  const root = parseXml(file.toString('utf8').replace(/^\uFEFF/, ''));
  const document = root.children[0];
  const statementRoot = document?.name === 'BkToCstmrStmt' ? document : document?.child('BkToCstmrStmt');
  if (!statementRoot) throw new StatementError('file', MESSAGES.notCamt053);
  const occurrence = occurrences();
  const lines: StatementLine[] = [];
  for (const statement of statementRoot.all('Stmt')) {
    const statementId = statement.text('Id');
    statement.all('Ntry').forEach((entry, entryIndex) => {
      if (entry.text('CdtDbtInd') !== 'CRDT' || entry.text('RvslInd') === 'true') return;
      const entryAmount = entry.child('Amt');
      if (!entryAmount || (entryAmount.attributes.Ccy ?? 'RSD') !== 'RSD') return;
      const date = statementDate(entry.path('BookgDt', 'Dt')?.value ?? entry.path('BookgDt', 'DtTm')?.value ?? entry.path('ValDt', 'Dt')?.value ?? '');
      const entryId = entry.text('AcctSvcrRef') || entry.text('NtryRef') || String(entryIndex + 1);
      const transactions = entry.path('NtryDtls')?.all('TxDtls') ?? [];
      const details = transactions.length > 0 ? transactions : [null];
      details.forEach((transaction, transactionIndex) => {
        const amountText = (transactions.length > 1 ? (transaction?.child('Amt') ?? transaction?.path('AmtDtls', 'TxAmt', 'Amt')) : null)?.value ?? entryAmount.value;
        const amount = statementAmount(amountText);
        if (amount === null || date === null) throw new StatementError('file', MESSAGES.camtAmount(entryIndex + 1));
        if (amount <= 0) return;
        const identity = ['camt053', statementId, entryId, transactionIndex];
        const line: StatementLine = {
          lineId: lineIdOf(identity, occurrence(JSON.stringify(identity))),
          source: 'camt053',
          date,
          amount,
          reference: referenceOf(transaction),
          payer: payerOf(transaction),
          payerAccount: payerAccountOf(transaction),
          purpose: (transaction?.path('RmtInf')?.all('Ustrd') ?? entry.all('AddtlNtryInf')).map((node) => node.value.trim()).join(' '),
        };
        if ([line.reference, line.payer, line.payerAccount, line.purpose, statementId, entryId].some(hasControlCharacter))
          throw new StatementError('file', MESSAGES.camtControl(entryIndex + 1));
        lines.push(line);
      });
    });
  }
  return lines;
}

function referenceOf(transaction: XmlNode | null): string {
  const creditorReference = transaction?.path('RmtInf', 'Strd', 'CdtrRefInf');
  const reference = creditorReference?.text('Ref') ?? '';
  const model = creditorReference?.path('Tp', 'CdOrPrtry')?.text('Prtry') || creditorReference?.path('Tp', 'CdOrPrtry')?.text('Cd') || '';
  // A reference the bank wrote without its model, the model given as the type: 97 + the reference.
  return /^\d{2}$/.test(model) && !reference.replace(/[\s-]/g, '').startsWith(model) ? `${model}${reference}` : reference;
}

function payerOf(transaction: XmlNode | null): string {
  const debtor = transaction?.path('RltdPties', 'Dbtr');
  return debtor?.text('Nm') || debtor?.path('Pty')?.text('Nm') || '';
}

/** The debtor's account: its IBAN, or the bank's own account number (`Othr/Id`), '' when the statement has none. */
function payerAccountOf(transaction: XmlNode | null): string {
  const id = transaction?.path('RltdPties', 'DbtrAcct', 'Id');
  return id?.text('IBAN') || id?.path('Othr')?.text('Id') || '';
}

/** The elements of an XML document by local name, with their text and attributes. */
class XmlNode {
  readonly children: XmlNode[] = [];
  value = '';

  constructor(
    readonly name: string,
    readonly attributes: Record<string, string>,
  ) {}

  child(name: string): XmlNode | undefined {
    return this.children.find((node) => node.name === name);
  }

  all(name: string): XmlNode[] {
    return this.children.filter((node) => node.name === name);
  }

  path(...names: string[]): XmlNode | undefined {
    return names.reduce<XmlNode | undefined>((node, name) => node?.child(name), this);
  }

  text(name: string): string {
    return this.child(name)?.value.trim() ?? '';
  }
}

function parseXml(text: string): XmlNode {
  const parser = sax.parser(true, { xmlns: false, trim: false });
  const root = new XmlNode('', {});
  const open: XmlNode[] = [root];
  const localName = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.onopentag = (tag) => {
    const attributes = Object.fromEntries(Object.entries(tag.attributes).map(([name, value]) => [localName(name), String(value)]));
    const node = new XmlNode(localName(tag.name), attributes);
    open[open.length - 1].children.push(node);
    open.push(node);
  };
  parser.onclosetag = () => void open.pop();
  parser.ontext = (value) => (open[open.length - 1].value += value);
  parser.oncdata = (value) => (open[open.length - 1].value += value);
  // No DTDs: a statement needs none, and entity expansion is how XML bombs work.
  parser.ondoctype = () => {
    throw new StatementError('file', MESSAGES.badXml('DOCTYPE nije dozvoljen'));
  };
  parser.onerror = (error) => {
    throw error;
  };
  try {
    parser.write(text).close();
    if (open.length !== 1) throw new Error(`element <${open[open.length - 1].name}> nije zatvoren`);
  } catch (error) {
    if (error instanceof StatementError) throw error;
    throw new StatementError('file', MESSAGES.badXml(String((error as Error).message).split('\n')[0]));
  }
  return root;
}
