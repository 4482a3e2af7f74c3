/** The named text fields of a record, '' where one is missing: what a form's text inputs start with. */
export function textValues<K extends string>(record: Partial<Record<K, string | null>>, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as Record<K, string>;
}
