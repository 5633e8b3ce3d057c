// Evaluated before @napi-rs/canvas (canvas.ts imports it first): see canvas.ts.
process.env.DISABLE_SYSTEM_FONTS_LOAD ??= '1';
