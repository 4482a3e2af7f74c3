/** The event form as OpenAPI shows it for POST and PUT /api/event. */
export const EVENT_FORM_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', example: 'Petak do zore' },
    description: { type: 'string', example: 'House i techno do jutra' },
    dateOfEvent: { type: 'string', example: '20.11.2026', description: 'noć događaja: dd.MM.yyyy ili yyyy-MM-dd' },
    startTime: { type: 'string', example: '23:00', description: 'HH:mm; pre 06:00 znači posle ponoći te noći' },
    endTime: { type: 'string', example: '05:00' },
    type: { type: 'string', example: 'Žurka' },
    ticketPrice: { type: 'string', example: '1000', description: 'RSD, nenegativan iznos' },
    priority: { type: 'string', example: '0', description: 'samo cifre; veći prioritet ide prvi' },
    gallery: { type: 'array', items: { type: 'string' } },
    possibilityOfShowing: { type: 'array', items: { type: 'string' } },
    clubId: { type: 'string', description: 'admin bira objekat; menadžeru se uzima njegov' },
    image: { type: 'string', format: 'binary' },
  },
} as const;
