// How the bot's outbox worker splits its jobs (src/jobs/worker.ts runs them): read by the bot and by
// `bench --clocks`, which measures a worker set up as the bot's is.

/**
 * The jobs that wait for the AI (a bot's move, the autopilot's) have two lanes of their own (one
 * searching, one next in line: the AI searches one at a time), so they never hold up the two lanes
 * that show people's moves.
 */
const AI_JOBS = ['ai-turn', 'turn-clock'];
export const JOB_LANES = [{ except: AI_JOBS }, { except: AI_JOBS }, { only: AI_JOBS }, { only: AI_JOBS }];

/** Long work (a finished game's review: minutes) runs in a lane of its own, one at a time. */
export const BACKGROUND_JOBS = ['review-game'];
