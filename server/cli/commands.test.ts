// The CLI's command line read against its declarations: unknown options and wrong arguments are
// answered with a sentence and exit code 2 before any database is opened; --help lists every command.
import { describe, expect, it } from 'vitest'
import { main } from './cli'
import { commands } from './commands'

async function run(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  // A database that cannot be opened: a mistake on the command line must be answered before it is tried.
  const code = await main(argv, { database: { dataDir: '/nonexistent/leads' }, out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run leads', () => {
  it('lists every command with its arguments under --help, and for --help after a command', async () => {
    const { code, out } = await run('--help')
    expect(code).toBe(0)
    for (const name of Object.keys(commands)) expect(out).toMatch(new RegExp(`^  ${name}\\b`, 'm'))
    expect(out).toContain('export --format csv|json [--photos FOLDER]')
    expect(out).toContain('restore FILE [--force]')
    expect((await run('list', '--help')).out).toBe(out)
    expect((await run()).code).toBe(2)
  })

  it('answers an unknown option with exit code 2, naming the option and the command’s own', async () => {
    expect(await run('list', '--bogus')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown option "--bogus" for list: its options are --limit.'),
    })
    expect(await run('stats', '--limit=3')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown option "--limit" for stats: it takes none.'),
    })
    expect(await run('digest', '-x')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown option "-x" for digest') })
    expect(await run('frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command "frobnicate"') })
  })

  it('answers a missing value or a wrong number of arguments with exit code 2 and the usage', async () => {
    expect(await run('list', '--limit')).toMatchObject({ code: 2, err: expect.stringContaining('--limit needs a value.') })
    expect(await run('list', '--limit', '0')).toMatchObject({ code: 2, err: expect.stringContaining('--limit needs a whole number') })
    expect(await run('restore')).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run leads -- restore FILE [--force].') })
    expect(await run('backup', 'a', 'b')).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run leads -- backup FILE.') })
    expect(await run('invite')).toMatchObject({ code: 2, err: expect.stringContaining('invite EMAIL') })
    expect(await run('export', '--format', 'xml')).toMatchObject({ code: 2, err: expect.stringContaining('--format csv or --format json') })
  })
})
