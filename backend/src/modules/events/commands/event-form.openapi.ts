/**
 * The event form's file for POST and PUT /api/event. Its other fields are the `eventSchema` the
 * route validates with: the OpenAPI document takes them from there (openapi-document.ts).
 */
export const EVENT_FORM_SCHEMA = {
  type: 'object',
  properties: {
    image: { type: 'string', format: 'binary', description: 'slika događaja' },
  },
} as const;
