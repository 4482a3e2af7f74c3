import { assertNever, type Decider } from '#platform/commands/decider';
import {
  change,
  place,
  remove,
  resendMail,
  setStatus,
  type ChangeReservation,
  type DeleteReservation,
  type PlaceReservation,
  type ResendReservationMail,
  type SetReservationStatus,
} from './booking';
import {
  expireDeposit,
  recordPayment,
  refundDeposit,
  settlePayment,
  undoPayment,
  type ExpireDeposit,
  type RecordDepositPayment,
  type RefundDeposit,
  type SettleDepositPayment,
  type UndoDepositPayment,
} from './deposits';
import { recordArrival, recordNoShow, type RecordArrival, type RecordNoShow } from './door';
import type { TableNightEvent } from './events';
import { endHold, holdForOffer, type EndTableOfferHold, type HoldTableForOffer } from './holds-and-offers';
import { abandonMove, finishMove, moveIn, startMove, type AbandonMove, type FinishMove, type MoveReservationIn, type StartMove } from './moves';
import { closeReminder, confirmAttendance, sendReminder, type CloseReminder, type ConfirmAttendance, type SendReservationReminder } from './reminders';
import { recordSpend, type RecordSpend } from './spend';
import { evolveTableNight, initialTableNightState, type TableNightState } from './state';

// The table-night's one decider, for its one stream (events.ts): the events and the state there and
// in state.ts, the commands by concern beside them. What other modules use of it is exported here.
export * from './events';
export * from './state';
export * from './facts';
export { runsVenue, maySee } from './access';
export { ReservationMovedError, definedOnly } from './kept-reservation';
export { withCouponApplied } from './booking';
export type { PlaceReservation, GuestChanges, ChangeReservation, SetReservationStatus, DeleteReservation, ResendReservationMail } from './booking';
export type { StartMove, MoveReservationIn, FinishMove, AbandonMove } from './moves';
export type { RecordArrival, RecordNoShow } from './door';
export type { HoldTableForOffer, EndTableOfferHold } from './holds-and-offers';
export type { RecordDepositPayment, UndoDepositPayment, SettleDepositPayment, RefundDeposit, ExpireDeposit } from './deposits';
export type { SpendLine, RecordSpend } from './spend';
export type { SendReservationReminder, ConfirmAttendance, CloseReminder } from './reminders';

export type TableNightCommand =
  | PlaceReservation
  | ChangeReservation
  | SetReservationStatus
  | DeleteReservation
  | StartMove
  | MoveReservationIn
  | FinishMove
  | AbandonMove
  | ResendReservationMail
  | RecordArrival
  | RecordNoShow
  | HoldTableForOffer
  | EndTableOfferHold
  | RecordDepositPayment
  | UndoDepositPayment
  | SettleDepositPayment
  | RefundDeposit
  | ExpireDeposit
  | RecordSpend
  | SendReservationReminder
  | ConfirmAttendance
  | CloseReminder;

export function decideTableNight(command: TableNightCommand, state: TableNightState): TableNightEvent[] {
  switch (command.type) {
    case 'PlaceReservation':
      return place(command, state);
    case 'ChangeReservation':
      return change(command, state);
    case 'SetReservationStatus':
      return setStatus(command, state);
    case 'DeleteReservation':
      return remove(command, state);
    case 'StartMove':
      return startMove(command, state);
    case 'MoveReservationIn':
      return moveIn(command, state);
    case 'FinishMove':
      return finishMove(command, state);
    case 'AbandonMove':
      return abandonMove(command, state);
    case 'ResendReservationMail':
      return resendMail(command, state);
    case 'RecordArrival':
      return recordArrival(command, state);
    case 'RecordNoShow':
      return recordNoShow(command, state);
    case 'HoldTableForOffer':
      return holdForOffer(command, state);
    case 'EndTableOfferHold':
      return endHold(command, state);
    case 'RecordDepositPayment':
      return recordPayment(command, state);
    case 'UndoDepositPayment':
      return undoPayment(command, state);
    case 'SettleDepositPayment':
      return settlePayment(command, state);
    case 'RefundDeposit':
      return refundDeposit(command, state);
    case 'ExpireDeposit':
      return expireDeposit(command, state);
    case 'RecordSpend':
      return recordSpend(command, state);
    case 'SendReservationReminder':
      return sendReminder(command, state);
    case 'ConfirmAttendance':
      return confirmAttendance(command, state);
    case 'CloseReminder':
      return closeReminder(command, state);
    default:
      return assertNever(command);
  }
}

/** The one stream `table-night-<tableId>-<night>`, decided: every command of every concern, one state. */
export const tableNightDecider: Decider<TableNightState, TableNightCommand, TableNightEvent> = {
  initialState: initialTableNightState,
  evolve: evolveTableNight,
  decide: decideTableNight,
};
