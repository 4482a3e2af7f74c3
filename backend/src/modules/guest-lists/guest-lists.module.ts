import { Module } from '@nestjs/common';
import { AdmitListGuestHandler } from './commands/admit-guest/admit-guest.handler';
import { AdmitListGuestHttpController } from './commands/admit-guest/admit-guest.http.controller';
import { OpenGuestListHandler } from './commands/open-guest-list/open-guest-list.handler';
import { OpenGuestListHttpController } from './commands/open-guest-list/open-guest-list.http.controller';
import { SignUpToGuestListHandler } from './commands/sign-up/sign-up.handler';
import { SignUpToGuestListHttpController } from './commands/sign-up/sign-up.http.controller';
import { UndoListArrivalHandler } from './commands/undo-arrival/undo-arrival.handler';
import { UndoListArrivalHttpController } from './commands/undo-arrival/undo-arrival.http.controller';
import { GUEST_LIST_QUERY_HANDLERS } from './queries/guest-list.queries';
import { GuestListsHttpController } from './queries/guest-lists.http.controller';

/** A venue's guest lists ('Lista'): /api/club/{clubId}/guest-lists, /api/guest-lists (docs/guest-lists.md). */
@Module({
  controllers: [OpenGuestListHttpController, SignUpToGuestListHttpController, AdmitListGuestHttpController, UndoListArrivalHttpController, GuestListsHttpController],
  providers: [OpenGuestListHandler, SignUpToGuestListHandler, AdmitListGuestHandler, UndoListArrivalHandler, ...GUEST_LIST_QUERY_HANDLERS],
})
export class GuestListsModule {}
