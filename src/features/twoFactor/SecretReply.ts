const MASK = '[hidden]';

/**
 * Where an endpoint leaves a secret answer (a TOTP secret, recovery codes) for the component that asked, outside the
 * store: the component passes one in the mutation's argument and opens it once the mutation has fulfilled, while the
 * mutation's own result, which actions and the cache keep, holds nothing secret. JSON shows only a mask.
 */
export class SecretReply<Value> {
  #value: Value | undefined;

  /** Called by the endpoint with the server's answer. */
  deliver(value: Value): void {
    this.#value = value;
  }

  open(): Value {
    if (this.#value === undefined) throw new Error('The endpoint delivered no reply');
    return this.#value;
  }

  toJSON(): string {
    return MASK;
  }
}
