import { Module } from '@nestjs/common';
import { ErasePersonHttpController } from './commands/erase-person/erase-person.http.controller';
import { PersonErasure } from './commands/erase-person/person-erasure';
import { OwnDataHttpController } from './commands/privacy-requests/own-data.http.controller';
import { PrivacyRequests } from './commands/privacy-requests/privacy-requests';
import { PrivacyRequestsHttpController } from './commands/privacy-requests/privacy-requests.http.controller';
import { PersonalDataExporter } from './queries/personal-data-export';

@Module({
  controllers: [ErasePersonHttpController, PrivacyRequestsHttpController, OwnDataHttpController],
  providers: [PersonErasure, PrivacyRequests, PersonalDataExporter],
})
export class PrivacyModule {}
