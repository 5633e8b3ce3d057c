// Tournaments, pure: pairing (Swiss, round-robin, single elimination), tournament points and the
// standings with their tie-breaks. Imports the engine's ranking only: no store, no clock, no
// Math.random (the tournament's seed decides every draw). The app drives rounds as jobs.
export * from './types.ts';
export { byRating, compareDraw, gameSeed } from './order.ts';
export { tableSizes } from './tables.ts';
export {
  BYE_UNITS,
  UNITS,
  placeUnits,
  placesOf,
  points,
  tableResultOf,
  unitsOfPlaces,
  unplayedPlaces,
} from './scoring.ts';
export { Meetings, byeCounts, meetingsOf, unitsOf } from './history.ts';
export { splitIntoTables, SEARCH_BUDGET, type Split } from './partition.ts';
export { pairingOrder, swissPairing } from './swiss.ts';
export { roundRobinSchedule, roundRobinPairing } from './round-robin.ts';
export { bracketOrder, eliminationPairing, eliminationRounds, winnerOf } from './elimination.ts';
export { computeStandings, tiebreaks, type Standing } from './standings.ts';
export { nextPairing, plannedRounds, setupProblem, SWISS_ROUNDS } from './rounds.ts';
