import type { CouponCodeEvent } from '../../coupons/domain/coupon-codes.decider';
import type { CouponEvent } from '../../coupons/domain/coupon.decider';
import type { GuestListEvent } from '../../guest-lists/domain/guest-list/guest-list.events';
import type { FloorEvent } from '../../floor/domain/floor.decider';
import type { NightlifeEventChange } from '../../events/domain/nightlife-event.decider';
import type { IdentityClaimEvent, UserEvent } from '../../identity/domain/user/user.events';
import type { IntegrationEvent } from '../../integrations/domain/integration-events';
import type { MenuEvent } from '../../menu/domain/menu/menu.events';
import type { TermsEvent } from '../../money/domain/terms.decider';
import type { PrivacyRequestEvent } from '../../privacy/domain/privacy-request.decider';
import type { CommissionRulesEvent } from '../../settlements/domain/commission-rules.events';
import type { SettlementPaymentEvent } from '../../settlements/domain/settlement-payment.decider';
import type { TableNightEvent } from '../../reservations/domain/table-night';
import type { ContactMessageEvent } from '../../site/domain/contact-message.decider';
import type { SiteEvent } from '../../site/domain/site.decider';
import type { SiteSliderEvent } from '../../site/domain/site-slider.decider';
import type { SubscriptionEvent } from '../../site/domain/subscription.decider';
import type { TicketSalesEvent } from '../../tickets/domain/ticket-sales/ticket-sales.events';
import type { TableEvent } from '../../venues/domain/table.decider';
import type { VenueEvent } from '../../venues/domain/venue.events';
import type { WaitlistEvent } from '../../waitlist/domain/waitlist/waitlist.events';

/**
 * Every domain event of every feature. The describers are a record keyed by this union's types, so
 * a feature that adds an event type to one of these unions does not compile until the history can
 * tell it; a feature that adds a new union adds it here (the API test also checks that every type
 * found in the event store has a describer).
 */
export type HistoryEvent =
  | UserEvent
  | IdentityClaimEvent
  | SiteEvent
  | SiteSliderEvent
  | ContactMessageEvent
  | SubscriptionEvent
  | VenueEvent
  | TableEvent
  | MenuEvent
  | NightlifeEventChange
  | TableNightEvent
  | CouponEvent
  | CouponCodeEvent
  | FloorEvent
  | IntegrationEvent
  | WaitlistEvent
  | GuestListEvent
  | TermsEvent
  | CommissionRulesEvent
  | SettlementPaymentEvent
  | PrivacyRequestEvent
  | TicketSalesEvent;

export type HistoryEventType = HistoryEvent['type'];
