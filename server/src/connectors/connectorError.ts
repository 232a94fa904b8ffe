import type { ConnectorFailureReason } from './connector';

/** A provider refused or failed a request; the message tells a person what to change. */
export class ConnectorError extends Error {
  constructor(
    readonly reason: ConnectorFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}
