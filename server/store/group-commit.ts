// Group commit: leads that arrive while a transaction is committing are written together in the
// next one, so one disk flush (fsync) serves many visitors instead of one each. Every caller still
// gets its answer only after its own lead is durably committed.
export function groupCommit<I, O>(commitAll: (items: I[]) => Promise<O[]>, maxBatch = 256): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }
  const queue: Waiting[] = []
  let running = false

  async function settle(batch: Waiting[]) {
    try {
      const results = await commitAll(batch.map((w) => w.item))
      batch.forEach((w, i) => w.resolve(results[i]))
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error)
      // The whole batch rolled back; one bad item must not sink the others, so each goes alone.
      for (const w of batch) await settle([w])
    }
  }

  async function drain() {
    running = true
    while (queue.length > 0) await settle(queue.splice(0, maxBatch))
    running = false
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (!running) void drain()
    })
}
