// Runs a command with inherited output and fails loudly when it fails.
import { spawnSync } from 'node:child_process'

/** env: the child's whole environment; left out, it inherits this process's. */
export function run(command: string, args: string[], env?: NodeJS.ProcessEnv): void {
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`)
  }
  console.log(`✓ ${command} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
