export class GetOfferQuery {
  constructor(readonly offerId: string) {}
}
