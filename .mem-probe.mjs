// import subsystems one by one, print RSS/heap deltas
const MB = 1024*1024;
const steps = process.argv.slice(2);
let last = process.memoryUsage();
const t0 = performance.now();
const r = (n) => Math.round(n/MB*10)/10;
console.log(`start rss ${r(last.rss)} heap ${r(last.heapUsed)}`);
for (const step of steps) {
  const t = performance.now();
  if (step === 'fonts') { const f = await import('/work/wt/lean/dist/src/render/fonts.js'); f.warmFonts(); }
  else if (step === 'render1') { const e = await import('/work/wt/lean/dist/src/engine/index.js'); const rr = await import('/work/wt/lean/dist/src/render/index.js'); await rr.renderTable(e.newGame({playerCount:4,variant:'standard',seed:'x'}), ['a','b','c','d']); }
  else if (step === 'aithread') { const { AiThread } = await import('/work/wt/lean/dist/src/ai/thread.js'); const e = await import('/work/wt/lean/dist/src/engine/index.js'); const ai = new AiThread(); await ai.chooseMove(e.newGame({playerCount:2,variant:'standard',seed:'x'}), {level:'hard', seed:'s'}); globalThis.ai = ai; }
  else await import(step.startsWith('/') ? step : step.startsWith('dist') ? '/work/wt/lean/' + step : step);
  globalThis.gc?.();
  const m = process.memoryUsage();
  console.log(`${step.padEnd(50)} +rss ${r(m.rss-last.rss)} (=${r(m.rss)})  +heap ${r(m.heapUsed-last.heapUsed)}  +ext ${r(m.external-last.external)}  ${Math.round(performance.now()-t)} ms`);
  last = m;
}
process.exit(0);
