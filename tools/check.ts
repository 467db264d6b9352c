// `npm run check`: everything CI checks. The content check, the type check, the linters and the unit
// lane need nothing of each other, so they run side by side (each line of their output prefixed
// with its name); when all four pass, the integration and browser lanes run (tools/test.ts).
// `npm run check -- --quick` stops after the four. The exit status is non-zero if any step failed.
import { type Job, runJob, sideBySide } from './side-by-side'

const npmRun = (name: string, script: string): Job => ({ name, command: 'npm', args: ['run', '--silent', script] })

const quick = process.argv.includes('--quick')
const unknown = process.argv.slice(2).filter((a) => a !== '--quick')
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(', ')}: npm run check [-- --quick]`)
  process.exit(2)
}

const done = await sideBySide([
  npmRun('content', 'check:content'),
  npmRun('types', 'typecheck'),
  npmRun('lint', 'lint'),
  npmRun('unit', 'test:unit'),
])
const failed = done.filter((d) => d.status !== 0)
if (failed.length) {
  console.error(`\nnpm run check failed: ${failed.map((d) => `npm run ${d.args[2]}`).join(', ')}.`)
  process.exit(1)
}
if (quick) process.exit(0)

const lanes = await runJob({ name: 'lanes', command: 'npm', args: ['run', '--silent', 'test', '--', 'integration', 'e2e'] })
if (lanes !== 0) console.error('\nnpm run check failed: the integration or browser lane.')
process.exit(lanes)
