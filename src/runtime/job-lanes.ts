// How the bot's outbox worker splits its jobs (src/jobs/worker.ts runs them), and which role of
// process runs each job kind: read by the bot and by `bench --clocks`, which measures a worker set up
// as the bot's is.
import type { JobKind, PuzzleJobKind, TournamentJobKind } from '../app/index.ts';
import type { Role } from '../config.ts';
import type { JobKinds } from '../store/types.ts';

/**
 * Where each job kind runs when the fleet is split into gateways and workers (AZUL_ROLE; a process of
 * role `all` runs every kind). Typed over every job kind: a new kind does not compile until it says.
 *
 * - `gateway`: light work that a person sees at once, mostly posting. The `present` job shows the table
 *   after a click; the process that saved the move wakes its own worker for it, so it starts at once (a
 *   worker elsewhere would only learn of it at its next poll, or notification).
 * - `worker`: CPU work. A bot's move and the autopilot of a person whose clock ran out are an AI search
 *   (hard: 1 s of a core); a review is minutes of it. On a gateway they would take the CPU the tables
 *   and the clicks need. The price: a bot's move starts when a worker sees its job (its idle poll, up to
 *   1 s, or a database notification) and its table shows when a gateway sees the `present` job after it.
 * Hints stay where the click is answered (a person waits for them, with the interaction deferred).
 */
export const JOB_ROLES: { readonly [K in BotJobKind]: Exclude<Role, 'all'> } = {
  present: 'gateway',
  'retire-turn': 'gateway',
  'turn-reminder': 'gateway',
  // Ratings: a few queries and a small sum, no search; the stats a person asks for next read them.
  'rate-game': 'gateway',
  'ai-turn': 'worker',
  'turn-clock': 'worker',
  'review-game': 'worker',
  // A tournament's round change, its start at a set time, its posts and a season's end: a few queries
  // (the next round's pairing is a small pure function; its games' bot moves are ai-turn jobs), then
  // posting in the channel, and a standings picture drawn as a table's is.
  'tournament-advance': 'gateway',
  'tournament-start': 'gateway',
  'tournament-post': 'gateway',
  'season-end': 'gateway',
  // The puzzle of the day's post: a claim, a picture drawn as a turn's, one message.
  'puzzle-post': 'gateway',
  // A reviewed game searched for puzzles: a deep search of its mistakes (CPU, like the review).
  'puzzle-find': 'worker',
};

/** Every kind of job the bot writes: a game's, a tournament's or a season's, and the puzzles'. */
export type BotJobKind = JobKind | TournamentJobKind | PuzzleJobKind;

/** Every job kind, in alphabetical order. */
export const JOB_KINDS = (Object.keys(JOB_ROLES) as BotJobKind[]).sort();

/** The job kinds a process of this role claims. */
export function kindsOfRole(role: Role): BotJobKind[] {
  return role === 'all' ? JOB_KINDS : JOB_KINDS.filter((k) => JOB_ROLES[k] === role);
}

/** Whether some process of these roles runs jobs of this kind. */
export function served(kind: BotJobKind, roles: Iterable<string>): boolean {
  const set = new Set(roles);
  return set.has('all') || set.has(JOB_ROLES[kind]);
}

/**
 * The jobs that wait for the AI (a bot's move, the autopilot's) have two lanes of their own (one
 * searching, one next in line: the AI searches one at a time), so they never hold up the two lanes
 * that show people's moves.
 */
const AI_JOBS: BotJobKind[] = ['ai-turn', 'turn-clock'];
export const JOB_LANES = [{ except: AI_JOBS }, { except: AI_JOBS }, { only: AI_JOBS }, { only: AI_JOBS }];

/** Long work (a finished game's review: minutes) runs in a lane of its own, one at a time. */
export const BACKGROUND_JOBS: BotJobKind[] = ['review-game', 'puzzle-find'];

/**
 * The lanes and the long work of a process of this role. `all`: the lanes above. A gateway or a worker
 * claims only its role's kinds (`only` lists, so a kind of the other role is never claimed here, where
 * it has no handler): two lanes for its AI jobs, two for the rest, the long work in its own lane.
 */
export function lanesOfRole(role: Role): { lanes: JobKinds[]; background: BotJobKind[] } {
  if (role === 'all') return { lanes: JOB_LANES, background: BACKGROUND_JOBS };
  const mine = kindsOfRole(role);
  const background = BACKGROUND_JOBS.filter((k) => mine.includes(k));
  const ai = mine.filter((k) => AI_JOBS.includes(k));
  const rest = mine.filter((k) => !AI_JOBS.includes(k) && !background.includes(k));
  const pair = (kinds: BotJobKind[]): JobKinds[] => (kinds.length > 0 ? [{ only: kinds }, { only: kinds }] : []);
  return { lanes: [...pair(rest), ...pair(ai)], background };
}
