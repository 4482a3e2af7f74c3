/**
 * The product's name and its mark in the logo: a name, the same on every page and in every
 * language and script (like the languages' own names), so not a catalog message.
 */
export const BRAND_NAME = 'Izlazak';
export const BRAND_MARK = 'iz';
