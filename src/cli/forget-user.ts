// `azul forget-user USER_ID`: a user's data deleted on request. Their seats, results, moves and
// ratings are kept under a new anonymous id named "Forgotten player", so the games and ratings of
// everyone else stay intact; the user is listed nowhere any more. Refused (nothing changed) while
// they sit in a lobby or a running game. Same database as the bot (see `azul ratings`).
import { openConfiguredStore } from './configured-store.ts';

const USAGE = `usage: azul forget-user USER_ID
  anonymizes the user's games and ratings; prints {"ok":true,"anonymousId":"forgotten:...","games":N}`;

export async function run(argv: string[]): Promise<number> {
  const [userId, ...extra] = argv;
  if (!userId || extra.length > 0 || userId.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const store = await openConfiguredStore('forget-user');
  if (!store) return 1;
  try {
    const out = await store.stats.forgetUser(userId);
    if (!out.ok) {
      console.error(`azul forget-user: ${out.detail}`);
      console.log(JSON.stringify({ ok: false, error: out.error }));
      return 1;
    }
    console.log(JSON.stringify({ ok: true, anonymousId: out.anonymousId, games: out.games }));
    return 0;
  } finally {
    await store.close();
  }
}
