// First calls are slow (database connection, query compiler, fonts, image
// encoder); making them once at start keeps the first players' clicks as fast
// as the rest.
import { newGame } from '../engine/index.ts';
import type { Store } from '../store/types.ts';
import { imageWordsFor } from './image-words.ts';
import { renderer } from './renderer.ts';

export async function warmUp(store: Store): Promise<void> {
  await store.findByChannel('0');
  await store.get('00000000-0000-4000-8000-000000000000');
  const state = newGame({ playerCount: 4, variant: 'standard', seed: 'warm-up' });
  const { renderTable } = await renderer();
  await renderTable(state, ['a', 'b', 'c', 'd'], { words: imageWordsFor('en').table });
}
