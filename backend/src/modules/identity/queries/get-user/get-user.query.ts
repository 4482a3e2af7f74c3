/** One account as the screens show it; 404 when it does not exist or was deleted. */
export class GetUserQuery {
  constructor(readonly userId: string) {}
}
