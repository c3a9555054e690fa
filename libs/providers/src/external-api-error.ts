/** A data provider that did not give a usable answer; the message names it and says why. */
export class ExternalApiError extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'ExternalApiError';
  }
}
