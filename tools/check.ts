// `npm run check`: everything CI checks. The content check, the type check, the linters and the unit
// lane need nothing of each other, so they run side by side (each line of their output prefixed
// with its name); when all four pass, the integration and browser lanes run (tools/test.ts).
// `npm run check -- --quick` stops after the four. The exit status is non-zero if any step failed.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

type Step = { name: string; script: string; args?: string[] }

const sideBySide: Step[] = [
  { name: 'content', script: 'check:content' },
  { name: 'types', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
]

const quick = process.argv.includes('--quick')
const unknown = process.argv.slice(2).filter((a) => a !== '--quick')
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(', ')}: npm run check [-- --quick]`)
  process.exit(2)
}

const width = Math.max(...sideBySide.map((s) => s.name.length))
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Runs one npm script, each line of its output prefixed; resolves to its exit status. */
function run({ name, script, args = [] }: Step, prefixed: boolean): Promise<number> {
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    stdio: ['ignore', prefixed ? 'pipe' : 'inherit', prefixed ? 'pipe' : 'inherit'],
    // Colours survive the pipe, as they would in a terminal.
    env: prefixed && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  })
  if (prefixed) {
    const tag = `[${name.padEnd(width)}] `
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`${tag}${line}\n`))
    }
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[${name}] could not start npm: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const started = performance.now()
const results = await Promise.all(
  sideBySide.map(async (step) => {
    const t = performance.now()
    const status = await run(step, true)
    return { ...step, status, took: seconds(t) }
  }),
)
console.log(`\nSide by side, ${seconds(started)} in all:`)
for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${r.status === 0 ? 'passed' : `FAILED (exit ${r.status})`}  ${r.took}`)
const failed = results.filter((r) => r.status !== 0)
if (failed.length) {
  console.error(`\nnpm run check failed: ${failed.map((r) => `npm run ${r.script}`).join(', ')}.`)
  process.exit(1)
}
if (quick) process.exit(0)

const lanes = await run({ name: 'lanes', script: 'test', args: ['integration', 'e2e'] }, false)
if (lanes !== 0) console.error('\nnpm run check failed: the integration or browser lane.')
process.exit(lanes)
