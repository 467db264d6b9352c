// The GitHub workflows cannot run here, so they are held against SchemaStore's published workflow
// schema (with ajv, and with @action-validator/core, which ships it) and read for what they must do:
// check an editor's pull request line by line, build a preview, and rebuild every morning.
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { portlandDate } from '#domain/articles/published'
import { githubWorkflowSchema } from '../tests/helpers/workflow-schema'

const dir = path.resolve(import.meta.dirname, '../.github/workflows')
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8')
const { validateWorkflow } = createRequire(import.meta.url)('@action-validator/core') as typeof import('@action-validator/core')

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats.default(ajv)
const validate = ajv.compile(githubWorkflowSchema())

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; if?: string }
type Workflow = { on: Record<string, unknown>; jobs: Record<string, { steps: Step[]; needs?: string }> }
const workflow = (file: string) => parse(read(file)) as Workflow
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps)

describe('the GitHub workflows', () => {
  it.each(files)('%s is valid against the published workflow schema', (file) => {
    const valid = validate(parse(read(file)))
    expect(validate.errors ?? [], file).toEqual([])
    expect(valid).toBe(true)
    expect(validateWorkflow(read(file)).errors, file).toEqual([])
  })

  it('the schema refuses a broken workflow, so a pass means something', () => {
    const broken = read('content.yml')
      .replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest')
      .replace('pull_request:', 'pull_requests:')
    expect(validate(parse(broken))).toBe(false)
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0)
  })

  it('checks every pull request that touches content/ line by line, then builds it and keeps the site', () => {
    const w = workflow('content.yml')
    expect(w.on).toEqual({ pull_request: { paths: ['content/**'] } })
    const all = steps(w)
    expect(all.map((s) => s.run)).toContain('npm run check:content -- --format github')
    expect(w.jobs.preview.needs).toBe('check')
    expect(w.jobs.preview.steps.map((s) => s.run)).toContain('npm run build')
    const upload = all.find((s) => s.uses?.startsWith('actions/upload-artifact@'))
    expect(upload?.with).toMatchObject({ path: 'build/client', 'if-no-files-found': 'error' })
  })

  it('rebuilds every day early in the Portland morning, winter and summer, so a scheduled article goes live on its date', () => {
    const w = workflow('daily-rebuild.yml')
    const cron = (w.on.schedule as { cron: string }[])[0].cron
    const [minute, hour, ...rest] = cron.split(' ')
    expect(rest).toEqual(['*', '*', '*'])
    for (const day of ['2026-01-15', '2026-07-15']) {
      const run = new Date(`${day}T${hour.padStart(2, '0')}:${minute.padStart(2, '0')}:00Z`)
      expect(portlandDate(run), day).toBe(day)
      const portlandHour = Number(
        new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hour12: false }).format(run),
      )
      expect(portlandHour, day).toBeGreaterThanOrEqual(4)
      expect(portlandHour, day).toBeLessThanOrEqual(8)
    }
    expect(w.on).toHaveProperty('workflow_dispatch')
    expect(steps(w).map((s) => s.run)).toContain('npm run build')
  })
})
