import { formErrorsSaid, type Struct } from '@izlazak/contracts';
import { nestErrors } from '../../../components/form/validate';

type SocialRows = readonly { link?: string }[] | undefined;

/**
 * The schemas drop empty social rows before validating, so an error at `socialMedia.0` means the
 * first row with a link; this points it back at the row the form shows.
 */
export function socialErrorsToRows(errors: Record<string, string> | null | undefined, rows: SocialRows, prefix = ''): Record<string, string> | null {
  if (!errors) return null;
  const filled = (rows ?? []).flatMap((row, index) => (row.link && row.link.trim() !== '' ? [index] : []));
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}socialMedia\\.(\\d+)(.*)$`);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const match = pattern.exec(field);
      if (!match) return [field, message];
      const row = filled[Number(match[1])] ?? Number(match[1]);
      return [`${prefix}socialMedia.${row}${match[2] || '.link'}`, message];
    }),
  );
}

/** A react-final-form `validate` for a venue form from its contracts schema: its messages named, worded by the fields in the page's language. */
export function validateVenueForm<T, S, Values extends object>(schema: Struct<T, S>, socialRowsOf: (values: Values) => SocialRows, prefix = '') {
  return (values: Values) => nestErrors(socialErrorsToRows(formErrorsSaid(values, schema), socialRowsOf(values), prefix));
}
