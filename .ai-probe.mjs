const keep = setInterval(() => {}, 1000);
const { AiThread } = await import('/work/wt/lean/dist/src/ai/thread.js'); const e = await import('/work/wt/lean/dist/src/engine/index.js');
const ai = new AiThread();
try { const r = await ai.chooseMove(e.newGame({playerCount:2,variant:'standard',seed:'x'}), {level:'hard', seed:'s'}); console.log(r.action, process.memoryUsage().rss/1048576); } catch (err) { console.log('err', err); }
await ai.close();
clearInterval(keep);
