// The decode slots and the hold of raw photo bytes, on their own: at most `size` pieces of work at
// once, the rest in order, a wait that gives up at its deadline; a hold that never passes its bound.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHold, createSlots } from './photo-slots'

/** A piece of work that ends when the test says so, and says when it started. */
function gate() {
  let open = () => {}
  let started = false
  const done = new Promise<void>((resolve) => (open = resolve))
  return {
    work: async () => {
      started = true
      await done
      return 'done'
    },
    open: () => open(),
    started: () => started,
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  vi.useRealTimers()
})

describe('createSlots', () => {
  it('runs two at a time and starts the others in the order they came, as slots free', async () => {
    const slots = createSlots(2)
    const gates = Array.from({ length: 5 }, gate)
    const runs = gates.map((g) => slots.run(g.work, 60_000))
    await turn()
    expect(gates.map((g) => g.started())).toEqual([true, true, false, false, false])
    expect(slots.stats()).toMatchObject({ running: 2, waiting: 3 })
    gates[1].open()
    await turn()
    expect(gates.map((g) => g.started())).toEqual([true, true, true, false, false])
    gates[0].open()
    gates[2].open()
    await turn()
    expect(gates.map((g) => g.started())).toEqual([true, true, true, true, true])
    gates[3].open()
    gates[4].open()
    expect(await Promise.all(runs)).toEqual(Array(5).fill({ ran: true, value: 'done' }))
    expect(slots.stats()).toEqual({ running: 0, peak: 2, started: 5, waiting: 0 })
  })

  it('gives up on a wait at its deadline, leaving the line to the others', async () => {
    vi.useFakeTimers()
    const slots = createSlots(1)
    const first = gate()
    const running = slots.run(first.work, 1_000)
    const late = slots.run(async () => 'late', 1_000)
    const patient = slots.run(async () => 'patient', 5_000)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await late).toEqual({ ran: false })
    expect(slots.stats()).toMatchObject({ running: 1, waiting: 1 })
    first.open()
    expect(await running).toEqual({ ran: true, value: 'done' })
    expect(await patient).toEqual({ ran: true, value: 'patient' })
    expect(slots.stats()).toMatchObject({ running: 0, started: 2, waiting: 0 })
  })

  it('frees the slot of work that throws', async () => {
    const slots = createSlots(1)
    await expect(
      slots.run(async () => {
        throw new Error('decode failed')
      }, 1_000),
    ).rejects.toThrow('decode failed')
    expect(await slots.run(async () => 'next', 1_000)).toEqual({ ran: true, value: 'next' })
  })
})

describe('createHold', () => {
  it('takes bytes up to its bound and no further, and takes again what was given back', () => {
    const hold = createHold(100)
    expect(hold.take(60)).toBe(true)
    expect(hold.take(50)).toBe(false)
    expect(hold.held()).toBe(60)
    expect(hold.take(40)).toBe(true)
    hold.give(60)
    expect(hold.take(50)).toBe(true)
    expect(hold.held()).toBe(90)
    expect(createHold(0).take(10 ** 12)).toBe(true)
  })
})
