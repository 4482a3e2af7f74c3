import { Module } from '@nestjs/common';

/** Money on the table (issue 23): venues' terms, deposits paid with the NBS IPS QR code (docs/payments.md). */
@Module({})
export class MoneyModule {}
