/** What the 'Dodaj kupon' form sends, for the OpenAPI document. */
export const COUPON_EXAMPLE = { name: 'Petak popust', code: 'PETAK10', limit: 50, discount: 10, startDate: '01.12.2026', endDate: '31.12.2026', status: true };
