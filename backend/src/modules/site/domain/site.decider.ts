import type { SiteDataInput } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';

export type SiteDataChanged = DomainEvent<'SiteDataChanged', SiteDataInput>;
export type SiteEvent = SiteDataChanged;

export const SITE_STREAM = 'site-main';

export interface SiteState {
  data: SiteDataInput | null;
}

export const initialSiteState = (): SiteState => ({ data: null });

export function evolveSite(_state: SiteState, event: SiteEvent): SiteState {
  switch (event.type) {
    case 'SiteDataChanged':
      return { data: event.data };
    default:
      return assertNever(event.type);
  }
}

export interface UpdateSiteData {
  type: 'UpdateSiteData';
  data: SiteDataInput;
}

/** Saving the same data again records nothing: the history shows only real changes. */
function updateSiteData(command: UpdateSiteData, state: SiteState): SiteEvent[] {
  if (state.data && sameData(state.data, command.data)) return [];
  return [{ type: 'SiteDataChanged', data: command.data }];
}

function sameData(a: SiteDataInput, b: SiteDataInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type SiteCommand = UpdateSiteData;

export function decideSite(command: SiteCommand, state: SiteState): SiteEvent[] {
  switch (command.type) {
    case 'UpdateSiteData':
      return updateSiteData(command, state);
    default:
      return assertNever(command.type);
  }
}

export const siteDecider: Decider<SiteState, SiteCommand, SiteEvent> = {
  initialState: initialSiteState,
  evolve: evolveSite,
  decide: decideSite,
};
