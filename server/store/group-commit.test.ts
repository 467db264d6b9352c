import { describe, expect, it } from 'vitest'
import { groupCommit } from './group-commit'

describe('groupCommit', () => {
  it('commits what arrives during a commit together, and answers each caller with its own result', async () => {
    const batches: number[][] = []
    const insert = groupCommit(async (items: number[]) => {
      batches.push(items)
      await new Promise((r) => setTimeout(r, 5))
      return items.map((n) => n * 10)
    })
    const results = await Promise.all([1, 2, 3, 4, 5].map(insert))
    expect(results).toEqual([10, 20, 30, 40, 50])
    expect(batches).toEqual([[1], [2, 3, 4, 5]])
  })

  it('retries each item alone when a batch fails, so one bad item fails only its own caller', async () => {
    const insert = groupCommit(async (items: number[]) => {
      if (items.includes(3)) throw new Error('constraint failed')
      return items
    })
    const results = await Promise.allSettled([1, 2, 3, 4].map(insert))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled'])
  })
})
