import { Module } from '@nestjs/common';
import { ReservationStreams } from '../reservations/commands/reservation-streams';
import { RecordSpendHandler } from './commands/record-spend/record-spend.handler';
import { RecordSpendHttpController } from './commands/record-spend/record-spend.http.controller';
import { GetReportHandler } from './queries/get-report/get-report.handler';
import { GetReportHttpController } from './queries/get-report/get-report.http.controller';

/** The actual spend of a reservation ('Potrošnja') and the night's reports ('Izveštaji'): docs/reports.md. */
@Module({
  controllers: [RecordSpendHttpController, GetReportHttpController],
  // Its own runner of table-night commands, as money and the waitlist have theirs.
  providers: [ReservationStreams, RecordSpendHandler, GetReportHandler],
})
export class ReportsModule {}
