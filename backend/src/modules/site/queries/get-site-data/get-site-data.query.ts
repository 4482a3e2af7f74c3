export class GetSiteDataQuery {}
