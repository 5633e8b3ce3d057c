// Preloaded into the playground's bot process (node --import): when the playground that started it dies
// without stopping it (SIGKILL, a crash), the bot stops itself the graceful way, by its own SIGTERM handler,
// so no orphan keeps the embedded database locked; if that stop hangs (its Discord is gone), it exits anyway.
// It changes nothing else of the bot.
const parent = process.ppid;
const CHECK_MS = 500;
const STOP_GRACE_MS = 15_000;

const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
}, CHECK_MS);
watch.unref();
