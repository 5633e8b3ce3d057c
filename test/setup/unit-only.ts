// The unit project's own setup: its tests need nothing running (no database, no server, no child
// process), so here a child process, a network connection or a listening server cannot be started:
// the test that tries fails at once, saying where such a test belongs. (The unit project's workers
// are its own: the integration project's files never run in them.)
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

export const UNIT_ONLY = 'a unit test needs nothing running: name the file *.int.test.ts (the integration project)';

function refuse(what: string) {
  return (...args: unknown[]): never => {
    const detail = typeof args[0] === 'string' ? ` (${args[0]})` : '';
    throw new Error(`${what}${detail}: ${UNIT_ONLY}`);
  };
}

const mutable = childProcess as unknown as Record<string, unknown>;
for (const name of ['spawn', 'spawnSync', 'fork', 'exec', 'execSync', 'execFile', 'execFileSync'])
  mutable[name] = refuse(`child_process.${name}`);
// Every client (pg, fetch, a WebSocket) connects through net.Socket; every server listens through net.Server.
net.Socket.prototype.connect = refuse('a network connection') as never;
net.Server.prototype.listen = refuse('a listening server') as never;
// `import { spawn } from 'node:child_process'` reads the module's exports: make them the ones above.
syncBuiltinESMExports();
