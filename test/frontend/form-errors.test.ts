import { formErrors, guestReservationSchema, say } from '@izlazak/contracts';
import { validateWith } from '../../frontend/src/components/form/validate';

/** The form kit's errors are named by the schema and worded in the page's language (FieldError, useFieldError). */
describe("The form kit's field errors", () => {
  const errors = validateWith(guestReservationSchema)({ persons: 2 }) as Record<string, string>;

  it('come from the schema as messages named, not worded', () => {
    expect(errors.firstName).toBe('validation.reservations.firstName');
    expect(errors.email).toBe('validation.reservations.emailRequired');
  });

  it("read in the page's language: English on an English page, Cyrillic on a Cyrillic one, Serbian as before", () => {
    expect(say(errors.firstName, 'en')).toBe('First name is required');
    expect(say(errors.firstName, 'sr-Cyrl')).toBe('Име је обавезно поље');
    expect(say(errors.firstName)).toBe('Ime je obavezno polje');
    expect(formErrors({ persons: 2 }, guestReservationSchema, 'en')?.email).toBe('Email is required');
  });

  it("leave a server's message, already worded, as it is", () => {
    expect(say('Sto je već rezervisan za tu noć', 'en')).toBe('Sto je već rezervisan za tu noć');
  });
});
