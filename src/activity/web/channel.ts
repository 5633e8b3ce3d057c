// The live channel from the page's side: one WebSocket to the bot (relative to the page, so it goes
// through Discord's proxy as the page itself does), the hello once open, numbered requests, and a new
// connection after a drop (not after the server said goodbye: that ends it, in words).
import type { ClientMessage, ServerMessage } from '../protocol.ts';

export type Hello = Omit<Extract<ClientMessage, { t: 'hello' }>, 't'>;
type Request = Exclude<ClientMessage, { t: 'hello' }>;
/** A request as the page makes it; the channel numbers it. */
export type Ask = Request extends infer R ? (R extends { n: number } ? Omit<R, 'n'> : never) : never;

export interface ChannelEvents {
  message(message: ServerMessage): void;
  /** Connected (true) or lost and trying again (false). */
  status(connected: boolean): void;
}

export class LiveChannel {
  private socket: WebSocket | null = null;
  private n = 0;
  private attempts = 0;
  private ended = false;

  constructor(
    private readonly hello: Hello,
    private readonly on: ChannelEvents,
  ) {}

  open(): void {
    if (this.ended) return;
    const url = new URL('api/live', location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempts = 0;
      socket.send(JSON.stringify({ t: 'hello', ...this.hello }));
      this.on.status(true);
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as ServerMessage;
      if (message.t === 'bye') this.ended = true;
      this.on.message(message);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket || this.ended) return;
      this.on.status(false);
      // Again, sooner first: a dropped mobile connection usually comes back at once.
      const delay = Math.min(5_000, 250 * 2 ** this.attempts++);
      setTimeout(() => this.open(), delay);
    });
  }

  /** Sends a request; its number (the answer names it). */
  send(ask: Ask): number {
    const n = ++this.n;
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ ...ask, n }));
    return n;
  }

  get open_(): boolean {
    return this.socket?.readyState === WebSocket.OPEN && !this.ended;
  }
}
