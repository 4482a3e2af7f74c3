/** The types that at least one public venue has, for the public filter bar. */
export class ListVenueTypesInUseQuery {}

/** Names and ids of the public venues, optionally of one type: the club picker. */
export class ListVenueNamesQuery {
  constructor(readonly type: string | undefined) {}
}
