// After each test file: the bot processes it started and left running (a failed test) are stopped.
import { afterAll } from 'vitest';
import { stopLeftChildren } from '../e2e/children.ts';

afterAll(async () => {
  const left = await stopLeftChildren();
  if (left > 0) console.warn(`stopped ${left} bot process(es) this file left running`);
});
