import type { StatementLine } from '@izlazak/contracts';
import { statementLineDecider, type StatementLineCommand, type StatementLineEvent, type StatementLineState } from './statement-line.decider';

const clubId = 'club-1';
const line: StatementLine = { lineId: 'l1', source: 'csv', date: '2026-11-27', amount: 10000, reference: '', payer: 'Ana', payerAccount: '', purpose: '' };
const staff = { userId: 'u1', role: 'staff' as const, clubId };
const x = { reservationId: 'r-x', code: 'XXXX2345' };
const y = { reservationId: 'r-y', code: 'YYYY2345' };

/** Decides each command on the state the previous ones left, as the stream would. */
function run(commands: StatementLineCommand[]): { state: StatementLineState; events: StatementLineEvent[][] } {
  let state = statementLineDecider.initialState();
  const events: StatementLineEvent[][] = [];
  for (const command of commands) {
    const decided = statementLineDecider.decide(command, state);
    events.push(decided);
    state = decided.reduce(statementLineDecider.evolve, state);
  }
  return { state, events };
}

const recorded: StatementLineCommand = { type: 'RecordStatementLine', clubId, line, match: null, guest: null, reason: 'Uplata nema poziv na broj rezervacije' };
const assign = (match: typeof x): StatementLineCommand => ({ type: 'AssignStatementLine', actor: staff, clubId, lineId: 'l1', match, byName: 'Kasa' });

describe('A statement line has one owner', () => {
  it('is booked to one reservation: the same again changes nothing, another is refused', () => {
    const { events } = run([recorded, assign(x), assign(x)]);
    expect(events.map((decided) => decided.map((event) => event.type))).toEqual([['StatementLineRecorded'], ['StatementLineAssigned'], []]);
    expect(() => run([recorded, assign(x), assign(y)])).toThrow('Ova stavka izvoda je već dodeljena rezervaciji');
  });

  it("is 'Višak uplate' once when its reservation's deposit was paid already, settled only by its owner", () => {
    const settle = (match: typeof x): StatementLineCommand => ({
      type: 'SettleStatementLine',
      clubId,
      lineId: 'l1',
      match,
      outcome: { kind: 'overpaid', amount: 10000, night: '2026-12-01' },
    });
    const { events, state } = run([recorded, assign(x), settle(y), settle(x), settle(x)]);
    expect(events.slice(2).map((decided) => decided.map((event) => event.type))).toEqual([[], ['StatementLineOverpaid'], []]);
    expect(events[3][0].data).toMatchObject({ night: '2026-12-01', amount: 10000, reason: expect.stringMatching(/^Višak uplate: depozit rezervacije XXXX2345/) });
    expect(state).toMatchObject({ match: x, overpaid: true });
  });

  it("is marked 'Vraćeno' only as an overpayment, once, by the venue's staff", () => {
    const settle: StatementLineCommand = { type: 'SettleStatementLine', clubId, lineId: 'l1', match: x, outcome: { kind: 'overpaid', amount: 10000, night: '2026-12-01' } };
    const refund = (actor = staff): StatementLineCommand => ({ type: 'RefundOverpaidLine', actor, clubId, lineId: 'l1', byName: 'Kasa' });
    const { events, state } = run([recorded, assign(x), settle, refund(), refund()]);
    expect(events.slice(3).map((decided) => decided.map((event) => event.type))).toEqual([['StatementLineRefunded'], []]);
    expect(events[3][0].data).toEqual({ clubId, lineId: 'l1', match: x, byName: 'Kasa' });
    expect(state.refunded).toBe(true);
    expect(() => run([recorded, assign(x), refund()])).toThrow('Kao vraćena se označava samo uplata koja je višak uplate');
    expect(() => run([recorded, assign(x), settle, refund({ userId: 'u2', role: 'staff', clubId: 'other' })])).toThrow();
  });

  it('is handed back when its payment was refused, and may then be booked to another reservation', () => {
    const refused: StatementLineCommand = {
      type: 'SettleStatementLine',
      clubId,
      lineId: 'l1',
      match: x,
      outcome: { kind: 'refused', reason: 'Rok za uplatu depozita je istekao' },
    };
    const { events, state } = run([recorded, assign(x), refused, assign(y)]);
    expect(events.slice(2).map((decided) => decided.map((event) => event.type))).toEqual([['StatementLineReleased'], ['StatementLineAssigned']]);
    expect(state.match).toEqual(y);
  });
});
