/** What the 'Lista čekanja' form sends, for the OpenAPI document. */
export const WAITLIST_JOIN_EXAMPLE = {
  clubId: '<id objekta>',
  night: '31.12.2026',
  persons: 4,
  firstName: 'Vesna',
  lastName: 'Lukić',
  phone: '+381 64 123 4567',
  email: 'vesna@example.com',
  zoneId: 'area:Separei',
};
