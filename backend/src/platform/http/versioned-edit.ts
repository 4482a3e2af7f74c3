import { applyDecorators } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse } from '@nestjs/swagger';
import { say } from '@izlazak/contracts';
import { STALE_VERSION } from '#platform/commands/event-sourced-repository';

/**
 * Documents an edit route that takes the version it was made from as a `version` body field (read
 * with `@EditCommand()`) and its 409 when stale; If-Match and its 412 are `@VersionedRecord`'s.
 */
export const ApiVersionedEdit = () =>
  applyDecorators(
    ApiOkResponse({ description: 'Izmena je sačuvana' }),
    ApiConflictResponse({
      description: `Podaci su izmenjeni posle učitane verzije: ništa nije upisano, poruka je '${say(STALE_VERSION)}'. Učitajte podatke ponovo.`,
    }),
  );
