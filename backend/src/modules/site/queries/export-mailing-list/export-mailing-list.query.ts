/** Every address currently subscribed, oldest subscription first, as CSV text. */
export class ExportMailingListQuery {}
