/**
 * Why a channel could not send a message, and whether trying again can help: a permanent
 * failure (a refused address, a template WhatsApp does not know) marks the message failed at
 * once; anything else (a server down, busy or answering 5xx, a rate limit) is retried with
 * backoff until the attempts run out.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, options: { permanent: boolean }) {
    super(message);
    this.name = "DeliveryError";
    this.permanent = options.permanent;
  }
}
