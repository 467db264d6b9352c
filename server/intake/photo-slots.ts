// Server-wide bounds on the work photos make, whatever the budgets say: a few decode slots (at
// most that many photos decoded and re-encoded at once; the others wait their turn in order, for
// at most a deadline) and a gauge of the visitors' raw photo bytes held in memory while their
// request's text fields are checked and their turn to decode comes.

export type Slots = ReturnType<typeof createSlots>

/** At most `size` pieces of work at once; the rest wait in the order they came. */
export function createSlots(size: number) {
  let running = 0
  let peak = 0
  let started = 0
  const waiting: ((granted: boolean) => void)[] = []

  const enter = () => {
    running++
    started++
    peak = Math.max(peak, running)
  }
  const leave = () => {
    running--
    // Handed straight to the next in line, so a newcomer never overtakes it.
    const next = waiting.shift()
    if (next) next(true)
  }
  const acquire = (waitMs: number): Promise<boolean> => {
    if (running < size && waiting.length === 0) {
      enter()
      return Promise.resolve(true)
    }
    return new Promise((resolve) => {
      const turn = (granted: boolean) => {
        clearTimeout(timer)
        if (granted) enter()
        resolve(granted)
      }
      const timer = setTimeout(() => {
        const at = waiting.indexOf(turn)
        if (at >= 0) waiting.splice(at, 1)
        resolve(false)
      }, waitMs)
      timer.unref()
      waiting.push(turn)
    })
  }

  return {
    /** Runs `work` once a slot is free; `{ ran: false }` when none came free within `waitMs`. */
    async run<T>(work: () => Promise<T>, waitMs: number): Promise<{ ran: true; value: T } | { ran: false }> {
      if (!(await acquire(waitMs))) return { ran: false }
      try {
        return { ran: true, value: await work() }
      } finally {
        leave()
      }
    },
    /** Running now, the most ever run at once, how many ever started, and how many wait. */
    stats: () => ({ running, peak, started, waiting: waiting.length }),
  }
}

export type Hold = ReturnType<typeof createHold>

/** Bytes held at once, all requests together, at most `maxBytes` (0: no bound). */
export function createHold(maxBytes: number) {
  let held = 0
  return {
    /** Counts `bytes` as held; false (and nothing counted) when they would pass the bound. */
    take(bytes: number): boolean {
      if (maxBytes > 0 && held + bytes > maxBytes) return false
      held += bytes
      return true
    },
    give(bytes: number): void {
      held = Math.max(0, held - bytes)
    },
    held: () => held,
  }
}
