import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import type { Actor } from '#platform/event-store/event-store.port';
import { assertMayManageVenue } from '../../venues/domain/venue-access';

/** A venue's place on Reserve with Google: whether it takes bookings there, and whether it confirms them by hand. */
export const googleVenueStream = (clubId: string) => `googlevenue-${clubId}`;

export interface GoogleVenueSettings {
  enabled: boolean;
  confirmsByHand: boolean;
}

export type GoogleSettingsChanged = DomainEvent<'GoogleSettingsChanged', GoogleVenueSettings & { clubId: string }>;
export type GoogleVenueEvent = GoogleSettingsChanged;

export interface ChangeGoogleSettings {
  type: 'ChangeGoogleSettings';
  actor: Actor;
  clubId: string;
  settings: GoogleVenueSettings;
}
export type GoogleVenueCommand = ChangeGoogleSettings;

export type GoogleVenueState = GoogleVenueSettings & { recorded: boolean };

/** A venue that never opted in: off, and confirming by hand as every reservation is confirmed today. */
export const initialGoogleVenueState = (): GoogleVenueState => ({ enabled: false, confirmsByHand: true, recorded: false });

function evolve(_state: GoogleVenueState, event: GoogleVenueEvent): GoogleVenueState {
  switch (event.type) {
    case 'GoogleSettingsChanged':
      return { enabled: event.data.enabled, confirmsByHand: event.data.confirmsByHand, recorded: true };
    default:
      return assertNever(event.type);
  }
}

function decide(command: GoogleVenueCommand, state: GoogleVenueState): GoogleVenueEvent[] {
  switch (command.type) {
    case 'ChangeGoogleSettings': {
      assertMayManageVenue(command.actor, command.clubId);
      const { enabled, confirmsByHand } = command.settings;
      if (state.recorded && state.enabled === enabled && state.confirmsByHand === confirmsByHand) return [];
      return [{ type: 'GoogleSettingsChanged', data: { clubId: command.clubId, enabled, confirmsByHand } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const googleVenueDecider: Decider<GoogleVenueState, GoogleVenueCommand, GoogleVenueEvent> = {
  initialState: initialGoogleVenueState,
  evolve,
  decide,
};
