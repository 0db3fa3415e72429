// Preloaded (`--import`) into a server under test only, over its private IPC channel: nothing is served on HTTP.
// Asked `heap`, it collects garbage until the heap stops shrinking and answers the bytes still in use.

function settledHeap(): number {
  const collect = globalThis.gc;
  if (!collect) throw new Error('the memory probe needs node --expose-gc');
  let previous = Number.POSITIVE_INFINITY;
  let used = process.memoryUsage().heapUsed;
  // Finalisers and weak references free more on a later pass: stop once a pass frees almost nothing.
  for (let pass = 0; pass < 10 && previous - used > 64 * 1024; pass += 1) {
    collect();
    previous = used;
    used = process.memoryUsage().heapUsed;
  }
  return used;
}

process.on('message', (message) => {
  if (message === 'heap') process.send?.({ heapUsed: settledHeap() });
});
// The channel must not keep a server alive once it is told to stop.
process.channel?.unref();
