// The view model: what each viewer sees and may do, decided here from a game (and the viewer);
// the chat layer only turns these into components and words.
export * from './players.ts';
export * from './lobby.ts';
export * from './turn.ts';
export * from './round.ts';
export * from './final.ts';
export * from './my-games.ts';
export * from './notices.ts';
export * from './supply.ts';
export * from './live-table.ts';
export * from './tournament.ts';
