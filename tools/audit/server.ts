// Builds the site when there is no build, then starts the REAL server (server/index.ts) on
// AUDIT_PORT with a throwaway data directory and TRUST_PROXY=1, so HSTS behind a proxy is testable.
import { childEnv } from '#config/env'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { run } from '../../scripts/run'

export function ensureBuild(distDir: string): void {
  if (existsSync(path.join(distDir, 'index.html')) && existsSync(path.join(distDir, 'sitemap.xml'))) return
  console.log(`No build in ${distDir}: building the site first`)
  run('npm', ['run', 'build'])
}

export async function startServer(distDir: string, port: number) {
  const base = `http://127.0.0.1:${port}`
  if (await answers(base)) throw new Error(`Port ${port} is already serving something: stop it or set AUDIT_PORT`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'startile-audit-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: childEnv({ DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 150; i++) {
    if (await answers(base)) return { base, stop }
    if (server.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`The server did not answer ${base}/healthz within 30 s`)
}

async function answers(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`)).ok
  } catch {
    return false
  }
}
