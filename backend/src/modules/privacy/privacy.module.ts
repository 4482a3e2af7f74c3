import { Module } from '@nestjs/common';
import { ErasePersonHttpController } from './commands/erase-person/erase-person.http.controller';
import { PersonErasure } from './commands/erase-person/person-erasure';

@Module({ controllers: [ErasePersonHttpController], providers: [PersonErasure] })
export class PrivacyModule {}
