import { Module } from '@nestjs/common';
import { BookingFactsReader } from '../reservations/commands/booking-facts';
import { ClaimOfferHandler } from './commands/claim-offer/claim-offer.handler';
import { ClaimOfferHttpController } from './commands/claim-offer/claim-offer.http.controller';
import { MoveWaitlistEntryHandler, RemoveWaitlistEntryHandler } from './commands/edit-entry/edit-entry.handlers';
import { JoinWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler';
import { JoinWaitlistHttpController } from './commands/join-waitlist/join-waitlist.http.controller';
import { WaitlistOffers } from './commands/waitlist-offers';
import { WaitlistHttpController } from './http/waitlist.http.controller';
import { GetWaitlistEntryHandler } from './queries/get-entry/get-entry.handler';
import { GetOfferHandler } from './queries/get-offer/get-offer.handler';
import { ListWaitlistHandler } from './queries/list-waitlist/list-waitlist.handler';
import { OpenOfferHolds } from './queries/offer-holds/open-offer-holds';

/** The night's waitlist: /api/waitlist. */
@Module({
  controllers: [JoinWaitlistHttpController, WaitlistHttpController, ClaimOfferHttpController],
  providers: [
    // Its own reader of the venue's, table's and event's facts, as the reservations' placements have.
    BookingFactsReader,
    WaitlistOffers,
    JoinWaitlistHandler,
    ClaimOfferHandler,
    RemoveWaitlistEntryHandler,
    MoveWaitlistEntryHandler,
    ListWaitlistHandler,
    GetWaitlistEntryHandler,
    GetOfferHandler,
    OpenOfferHolds,
  ],
  exports: [OpenOfferHolds],
})
export class WaitlistModule {}
