import { applyDecorators } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiOkResponse } from '@nestjs/swagger';
import { STALE_VERSION } from '#platform/commands/event-sourced-repository';

/**
 * Documents an edit route that takes the version it was made from (read with `@EditCommand()`):
 * the optional If-Match header, the `version` body field and the 409 of a stale one.
 */
export const ApiVersionedEdit = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description:
        'Verzija podataka (polje `version` iz odgovora GET-a) iz koje je izmena napravljena, npr. "3". ' +
        'Umesto zaglavlja može se poslati polje `version` u telu. Bez verzije izmena se primenjuje na trenutno stanje.',
      schema: { type: 'string', example: '"3"' },
    }),
    ApiOkResponse({ description: 'Izmena je sačuvana' }),
    ApiConflictResponse({
      description: `Podaci su izmenjeni posle učitane verzije: ništa nije upisano, poruka je '${STALE_VERSION}'. Učitajte podatke ponovo.`,
    }),
  );
