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
  close(): Promise<void>;
}

export async function startRelay(targetUrl: string): Promise<Relay> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let hung = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.on('data', (chunk: Buffer) => {
          if (!hung) upstream.write(chunk);
        });
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
    close: async () => {
      hung = false;
      await cut();
    },
  };
}
