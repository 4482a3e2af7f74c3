import type { Locale } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { DomainError } from '#platform/commands/domain-errors';
import type { PersonErased, PersonErasedData } from '#platform/privacy/person-erased';

/** What a person asks for about their own data. */
export type PrivacyRequestKind = 'export' | 'erasure';

/** How the request came: a link mailed to the address, the signed-in account's profile, an admin's hand. */
export type PrivacyRequestChannel = 'mail' | 'account' | 'admin';

/** How long a mailed link works. */
export const PRIVACY_LINK_HOURS = 24;

export interface PersonalDataRequestedData {
  requestId: string;
  kind: PrivacyRequestKind;
  channel: PrivacyRequestChannel;
  /** Sealed with the person's key: after their erasure the request names nobody. */
  email: string;
  /** The mailed link stops working then; a request from the account or an admin has none. */
  expiresAt: string | null;
  /** The language of the page the request was made on: its link is mailed in it. Absent (older requests): sr-Latn. */
  locale?: Locale;
}

export type PersonalDataRequested = DomainEvent<'PersonalDataRequested', PersonalDataRequestedData>;
export type PersonalDataExported = DomainEvent<'PersonalDataExported', { requestId: string }>;
export type PersonalDataErased = DomainEvent<'PersonalDataErased', { requestId: string }>;
export type PrivacyRequestEvent = PersonalDataRequested | PersonalDataExported | PersonErased | PersonalDataErased;

/** A download link works once: the second use is told so, in Serbian. */
export const EXPORT_LINK_USED = 'refusal.privacy.exportLinkUsed';

export const privacyRequestStream = (requestId: string) => `privacyrequest-${requestId}`;

export interface PrivacyRequestState {
  request: PersonalDataRequestedData | null;
  exported: boolean;
  erased: boolean;
}

export const initialPrivacyRequestState = (): PrivacyRequestState => ({ request: null, exported: false, erased: false });

export function evolvePrivacyRequest(state: PrivacyRequestState, event: PrivacyRequestEvent): PrivacyRequestState {
  switch (event.type) {
    case 'PersonalDataRequested':
      return { ...state, request: event.data };
    case 'PersonalDataExported':
      return { ...state, exported: true };
    case 'PersonErased':
      return state;
    case 'PersonalDataErased':
      return { ...state, erased: true };
    default:
      return assertNever(event);
  }
}

export interface RequestPersonalData {
  type: 'RequestPersonalData';
  request: PersonalDataRequestedData;
}

/**
 * The export is handed over: recorded before it is, once. A mailed link's second use is refused
 * (410), also when two downloads race: the loser reloads and finds it recorded.
 */
export interface RecordExport {
  type: 'RecordExport';
}

/** The person's key is gone (PersonErasure ran): what the read models blank, then the request done; recorded once. */
export interface RecordErasure {
  type: 'RecordErasure';
  erased: PersonErasedData;
}

export type PrivacyRequestCommand = RequestPersonalData | RecordExport | RecordErasure;

export function decidePrivacyRequest(command: PrivacyRequestCommand, state: PrivacyRequestState): PrivacyRequestEvent[] {
  switch (command.type) {
    case 'RequestPersonalData':
      return state.request ? [] : [{ type: 'PersonalDataRequested', data: command.request }];
    case 'RecordExport':
      if (state.request?.kind !== 'export') return [];
      if (state.exported) throw new DomainError(410, EXPORT_LINK_USED, 'token');
      return [{ type: 'PersonalDataExported', data: { requestId: state.request.requestId } }];
    case 'RecordErasure':
      return state.request?.kind === 'erasure' && !state.erased
        ? [
            { type: 'PersonErased', data: command.erased },
            { type: 'PersonalDataErased', data: { requestId: state.request.requestId } },
          ]
        : [];
    default:
      return assertNever(command);
  }
}

export const privacyRequestDecider: Decider<PrivacyRequestState, PrivacyRequestCommand, PrivacyRequestEvent> = {
  initialState: initialPrivacyRequestState,
  evolve: evolvePrivacyRequest,
  decide: decidePrivacyRequest,
};

/**
 * Whether a mailed link of this request may still be used: the request is of that kind, not yet
 * carried out (an erasure) and not expired. After an erasure the sealed address reads blank, so
 * the request's links end with it.
 */
export function linkUsable(state: PrivacyRequestState, kind: PrivacyRequestKind, now: Date): state is PrivacyRequestState & { request: PersonalDataRequestedData } {
  const request = state.request;
  if (!request || request.kind !== kind || request.channel !== 'mail' || !request.email) return false;
  if (kind === 'erasure' && state.erased) return false;
  return request.expiresAt !== null && new Date(request.expiresAt).getTime() > now.getTime();
}
