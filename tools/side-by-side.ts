// Runs commands at the same time, each line of their output prefixed with the command's name, and
// reports each one's exit status and time (npm run check, npm test).
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export type Job = { name: string; command: string; args: string[]; env?: Record<string, string> }
export type Done = Job & { status: number; seconds: number }

const since = (start: number) => (performance.now() - start) / 1000

/** Runs one command; with a prefix, its output lines are tagged with it. Resolves to its exit status. */
export function runJob(job: Job, prefix?: string): Promise<number> {
  const child = spawn(job.command, job.args, {
    stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
    // Colours survive the pipe, as they would in a terminal.
    env: { ...process.env, ...(prefix && process.stdout.isTTY && { FORCE_COLOR: '1' }), ...job.env },
  })
  if (prefix) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`))
    }
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${prefix ?? ''}could not start ${job.command}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Runs every job at once; resolves when all have ended, with a summary printed. */
export async function sideBySide(jobs: Job[]): Promise<Done[]> {
  const width = Math.max(...jobs.map((j) => j.name.length))
  const start = performance.now()
  const done = await Promise.all(
    jobs.map(async (job) => {
      const t = performance.now()
      const status = await runJob(job, `[${job.name.padEnd(width)}] `)
      return { ...job, status, seconds: since(t) }
    }),
  )
  console.log(`\nSide by side, ${since(start).toFixed(1)} s in all:`)
  for (const d of done) {
    console.log(`  ${d.name.padEnd(width)}  ${d.status === 0 ? 'passed' : `FAILED (exit ${d.status})`}  ${d.seconds.toFixed(1)} s`)
  }
  return done
}
