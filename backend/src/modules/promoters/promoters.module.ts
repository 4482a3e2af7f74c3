import { Module } from '@nestjs/common';
import { PromoterStreamsEnrolment } from './commands/enrol-promoter/promoter-enrolment';
import { PromotersHttpController } from './queries/promoters.http.controller';

/** A venue's promoters: their code and link, /api/promoters/me, /l/<code> (docs/guest-lists.md). */
@Module({
  controllers: [PromotersHttpController],
  providers: [PromoterStreamsEnrolment],
  exports: [PromoterStreamsEnrolment],
})
export class PromotersModule {}
