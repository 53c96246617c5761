/** Another writer appended to the stream since it was read: reload and decide again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} is not at version ${expectedVersion}`);
    this.name = 'ConcurrencyError';
  }
}
