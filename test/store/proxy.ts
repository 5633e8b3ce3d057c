// A TCP relay in front of a database that a test can cut and restore: "the database is down"
// for a real client, without stopping the server that other tests use.
import net from 'node:net';

export interface Relay {
  url: string;
  /** Closes every relayed connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port, and forwards again. */
  restore(): Promise<void>;
  /** A database that hangs: connections stay open and new ones are accepted, but nothing is forwarded either way. */
  hang(): Promise<void>;
  /**
   * A database that hangs in the middle of one statement: the next connection that sends a chunk
   * matching `pattern` (client to server) has that chunk and all its later ones held back, so the
   * server has not seen the statement, while the answers and every other connection flow on.
   * `release()` forwards what was held, in order (the server then runs it, as a hung network that
   * recovers would), and the connection flows again.
   */
  holdWhen(pattern: RegExp): Hold;
  close(): Promise<void>;
}

export interface Hold {
  /** Resolves when a matching chunk was held. */
  held: Promise<void>;
  release(): void;
}

export async function startRelay(targetUrl: string): Promise<Relay> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const held = new Map<net.Socket, () => void>();
  let server: net.Server | undefined;
  let port = 0;
  let hung = false;
  let armed: { pattern: RegExp; hold: (client: net.Socket, upstream: net.Socket, first: Buffer) => void } | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = net.createServer({ allowHalfOpen: true }, (client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        let holding: Buffer[] | undefined;
        let clientEnded = false;
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {
            // A client gone while its bytes are held: they still go to the server on release.
            if (sock === client && holding) return void (clientEnded = true);
            client.destroy();
            upstream.destroy();
          });
        }
        client.on('data', (chunk: Buffer) => {
          if (holding) return void holding.push(chunk);
          if (armed && armed.pattern.test(chunk.toString('latin1'))) {
            const hold = armed;
            armed = undefined;
            holding = [chunk];
            hold.hold(client, upstream, chunk);
            held.set(client, () => {
              for (const c of holding ?? []) upstream.write(c);
              holding = undefined;
              if (clientEnded) upstream.end();
            });
            return;
          }
          if (!hung) upstream.write(chunk);
        });
        // A client that gave up while held: what it sent before still reaches the server first.
        client.on('end', () => {
          clientEnded = true;
          if (!holding) upstream.end();
        });
        upstream.on('end', () => client.end());
        upstream.on('data', (chunk: Buffer) => {
          if (!hung) client.write(chunk);
        });
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const sock of sockets) sock.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut,
    restore: async () => {
      hung = false;
      await listen();
    },
    hang: async () => {
      hung = true;
    },
    holdWhen(pattern: RegExp): Hold {
      let heldNow!: () => void;
      const heldPromise = new Promise<void>((resolve) => (heldNow = resolve));
      let socket: net.Socket | undefined;
      armed = {
        pattern,
        hold: (client) => {
          socket = client;
          heldNow();
        },
      };
      return {
        held: heldPromise,
        release: () => {
          if (!socket) armed = undefined;
          const forward = socket && held.get(socket);
          if (socket) held.delete(socket);
          forward?.();
        },
      };
    },
    close: async () => {
      hung = false;
      await cut();
    },
  };
}
