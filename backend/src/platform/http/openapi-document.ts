import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/**
 * The API's OpenAPI document, served at /api/docs (JSON at /api/docs/openapi.json). The suite lints
 * it with Redocly's recommended rules: it names its server, and every operation says how it is
 * secured: the bearer token (every guarded route, through @Roles / @Authenticated) or nothing.
 */
export function serveOpenApiDocument(app: INestApplication) {
  const openApi = new DocumentBuilder()
    .setTitle('Izlazak API')
    .setDescription('Klubovi, događaji, rezervacije stolova i kontrolna tabla')
    .setVersion('1.0')
    .addServer('/', 'Ovaj server')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => publicWhereUnsecured(SwaggerModule.createDocument(app, openApi)), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}

/**
 * An operation without a security requirement is public: said explicitly, as `security: []`. A
 * requirement named twice (@Roles and an @ApiBearerAuth of its own) is listed once.
 */
function publicWhereUnsecured(document: OpenAPIObject): OpenAPIObject {
  for (const operations of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = operations[method];
      if (!operation) continue;
      const requirements = new Map((operation.security ?? []).map((requirement) => [JSON.stringify(requirement), requirement]));
      operation.security = [...requirements.values()];
    }
  }
  return document;
}
