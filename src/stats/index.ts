// Ratings and statistics computed from stored results: pure, no database, no clock.
export * from './types.ts';
export { placings, type Placing } from './placing.ts';
export { countsForRating, whyNotRated, type NotRatedReason } from './eligibility.ts';
export { rateGame, conservative, initialSkill, isProvisional, PROVISIONAL_GAMES, type RatingChange } from './rating.ts';
export { RatingLedger, type PlayerRating, type ScopedChange } from './ledger.ts';
export { sparkline } from './sparkline.ts';
