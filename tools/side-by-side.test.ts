import { afterEach, describe, expect, it, vi } from 'vitest'
import { sideBySide } from './side-by-side'

const node = (name: string, script: string) => ({ name, command: process.execPath, args: ['-e', script] })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('commands side by side', () => {
  it("give each one's exit status, and prefix each line of their output with its name", async () => {
    const lines: string[] = []
    const keep = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true)
    vi.spyOn(process.stdout, 'write').mockImplementation(keep)
    vi.spyOn(process.stderr, 'write').mockImplementation(keep)
    vi.spyOn(console, 'log').mockImplementation((text: string) => void lines.push(`${text}\n`))
    const done = await sideBySide([
      node('passes', 'console.log("one"); console.log("two")'),
      node('fails', 'console.error("broken"); process.exit(3)'),
    ])
    expect(done.map((d) => [d.name, d.status])).toEqual([
      ['passes', 0],
      ['fails', 3],
    ])
    expect(lines).toEqual(expect.arrayContaining(['[passes] one\n', '[passes] two\n', '[fails ] broken\n']))
    expect(lines.join('')).toMatch(/passes {2}passed/)
    expect(lines.join('')).toMatch(/fails {3}FAILED \(exit 3\)/)
  })

  it('report a command that cannot start as failed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const [done] = await sideBySide([{ name: 'missing', command: '/no/such/command', args: [] }])
    expect(done.status).toBe(1)
  })
})
