// The renderer, loaded on the first image: it brings @napi-rs/canvas (a native library) and the
// fonts, ~20 MB and a few hundred ms of a start on 2 cores, which the gateway's handshake and the
// first click (`/azul new`: no image) should not wait for. The warm-up loads it a moment after READY.
import type * as RenderModule from '../render/index.ts';

type Renderer = typeof RenderModule;

let loading: Promise<Renderer> | null = null;

export function renderer(): Promise<Renderer> {
  return (loading ??= import('../render/index.ts'));
}
