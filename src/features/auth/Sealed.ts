const MASK = '[hidden]';
const isSecretField = (name: string) => /password|token|code|challenge|secret|credential/i.test(name);

/**
 * A request body holding a password (or a one-time token, challenge or code, or a provider's credentials), on its way
 * through Redux. RTK Query copies a mutation's argument into every action it dispatches (meta.arg.originalArgs), where
 * DevTools and any logger would read it. The private field is out of every serialiser's reach, and JSON shows the other
 * fields with the secret ones masked.
 */
export class Sealed<Body extends object> {
  readonly #body: Body;

  constructor(body: Body) {
    this.#body = body;
  }

  /** Read only by the endpoint that sends the request. */
  unseal(): Body {
    return this.#body;
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(this.#body).map(([name, value]) => [name, isSecretField(name) ? MASK : value]),
    );
  }
}
