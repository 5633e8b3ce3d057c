// Seeded random source (sfc32). Its whole state is four unsigned 32-bit
// integers kept in GameState.rng, so a saved state replays exactly.
// The functions below advance the array they are given in place: callers copy
// the array first when the state it belongs to must stay unchanged.

/** Hashes a seed string into four well-mixed 32-bit words. */
export function seedRng(seed: string): number[] {
  let h1 = 0x811c9dc5 ^ seed.length;
  let h2 = 0x9e3779b9;
  let h3 = 0x85ebca6b;
  let h4 = 0xc2b2ae35;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ k, 0x01000193);
    h2 = Math.imul(h2 ^ k, 0x5bd1e995);
    h3 = Math.imul(h3 ^ k, 0x27d4eb2f);
    h4 = Math.imul(h4 ^ k, 0x165667b1);
  }
  const state = [mix(h1), mix(h2 ^ h1), mix(h3 ^ h2), mix(h4 ^ h3)];
  // Discard the first outputs: sfc32 needs a few rounds to spread a weak seed.
  for (let i = 0; i < 15; i++) nextUint32(state);
  return state;
}

function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Next unsigned 32-bit output; advances `s` in place. */
export function nextUint32(s: number[]): number {
  const a = s[0] | 0;
  const b = s[1] | 0;
  const c = s[2] | 0;
  const d = (s[3] + 1) | 0;
  const t = (((a + b) | 0) + d) | 0;
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  s[2] = ((((c << 21) | (c >>> 11)) + t) | 0) >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n), n at most 2^32; advances `s` in place. */
export function nextInt(s: number[], n: number): number {
  return Math.floor((nextUint32(s) / 4294967296) * n);
}
