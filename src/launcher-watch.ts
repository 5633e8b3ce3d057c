// Stops the bot when whatever started it is gone, so it never runs on orphaned. `npm start` is the case
// that matters: SIGTERM to the npm process alone ends npm and its `sh -c` but never reaches the bot
// (npm signals only its direct child, and sh does not pass signals on), which then ran on unseen and
// unstoppable by the tools that had started it. A bot started by an npm script therefore watches the
// processes between itself and npm (sh, and tsx in development) and npm itself; a child of the
// ShardingManager watches its IPC channel to the manager. A bot started by node directly (systemd,
// Docker, `nohup node ...`) watches nothing: there the parent's end means nothing about the bot.
// (The playground's bot process has its own watch: src/playground/parent-watch.ts.)
import { readFileSync } from 'node:fs';

const CHECK_MS = 1_000;
/** npm and the processes it runs a script through are a few levels up at most. */
const MAX_DEPTH = 8;

/** The parent of `pid` (Linux /proc), or null when it is gone or cannot be read. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid ...": the command may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/** Whether `pid` runs inside an npm script (npm sets npm_lifecycle_event for the script's processes). */
function inNpmScript(pid: number): boolean | null {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1')
      .split('\0')
      .some((v) => v.startsWith('npm_lifecycle_event='));
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The ancestors to watch, nearest first, ending with npm itself: each must keep its parent, and npm must
 * live. Where /proc cannot be read (not Linux), only the parent is watched.
 */
export function launcherChain(env: Record<string, string | undefined> = process.env): number[] {
  if (!env.npm_lifecycle_event) return [];
  const chain: number[] = [];
  let pid = process.ppid;
  while (pid > 1 && chain.length < MAX_DEPTH) {
    chain.push(pid);
    if (inNpmScript(pid) !== true) break; // npm itself (or a process we may not look into): the top
    const parent = parentOf(pid);
    if (parent === null) break;
    pid = parent;
  }
  return chain;
}

/** Whether every process of `chain` is still there, each still the child of the next. */
export function chainIntact(chain: number[]): boolean {
  if (chain.length === 0) return true;
  if (process.ppid !== chain[0]) return false;
  return chain.every((pid, i) => (i === chain.length - 1 ? alive(pid) : parentOf(pid) === chain[i + 1]));
}

/**
 * Calls `gone(why)` once when the launcher is gone. Returns a function that stops watching. The checks
 * run on an unref'd timer: they never keep the process alive.
 */
export function whenLauncherGone(
  gone: (why: string) => void,
  env: Record<string, string | undefined> = process.env,
): () => void {
  let fired = false;
  const fire = (why: string) => {
    if (fired) return;
    fired = true;
    stop();
    gone(why);
  };
  const onDisconnect = () => fire('the ShardingManager process that started this one is gone');
  // A child of a ShardingManager: the IPC channel closes when the manager dies, however it died. The
  // manager watches its own launcher and stops its children.
  const shardChild = Boolean(env.SHARDING_MANAGER && process.channel);
  if (shardChild) process.once('disconnect', onDisconnect);
  const chain = shardChild ? [] : launcherChain(env);
  const timer =
    chain.length > 0
      ? setInterval(() => {
          if (!chainIntact(chain)) fire(`the npm process that started the bot (${env.npm_lifecycle_event}) is gone`);
        }, CHECK_MS)
      : undefined;
  timer?.unref();
  const stop = () => {
    clearInterval(timer);
    process.removeListener('disconnect', onDisconnect);
  };
  return stop;
}
