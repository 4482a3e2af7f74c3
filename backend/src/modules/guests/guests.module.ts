import { Module } from '@nestjs/common';
import { MergeGuestsHandler, SplitGuestsHandler } from './commands/merge-guests/merge-guests.handlers';
import { MergeGuestsHttpController } from './commands/merge-guests/merge-guests.http.controller';
import { GuestProfiles } from './commands/profile-facts';
import { WriteGuestBookHandler } from './commands/write-guest-book/write-guest-book.handler';
import { WriteGuestBookHttpController } from './commands/write-guest-book/write-guest-book.http.controller';
import { GuestBookBadges } from './queries/guest-badges';
import { GetGuestHandler } from './queries/get-guest/get-guest.handler';
import { GetGuestHttpController } from './queries/get-guest/get-guest.http.controller';
import { ListGuestsHandler } from './queries/list-guests/list-guests.handler';
import { ListGuestsHttpController } from './queries/list-guests/list-guests.http.controller';

/** The venue's guest book (/api/guests, docs/guests.md). */
@Module({
  controllers: [ListGuestsHttpController, GetGuestHttpController, WriteGuestBookHttpController, MergeGuestsHttpController],
  providers: [GuestProfiles, GuestBookBadges, ListGuestsHandler, GetGuestHandler, WriteGuestBookHandler, MergeGuestsHandler, SplitGuestsHandler],
  exports: [GuestBookBadges],
})
export class GuestsModule {}
