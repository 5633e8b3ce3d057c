// A request of the people side (/local/...) the local Discord refuses: its HTTP status and the
// message the page shows (people-api.ts answers it as {error}).
export class PeopleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
