// `npm run new:article` as an editor runs it, in a copy of the project: the draft it writes passes
// the content check as it stands, a second title with the same address is refused, and the
// placeholders cannot be published.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { childEnv } from '#config/env'
import { projectCopies } from '../tests/helpers/project-copy'

const copies = projectCopies('startile-new-article-')
afterAll(copies.remove)

const inCopy = (dir: string, command: string, args: string[]) =>
  spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: childEnv({ BUILD_DATE: '2026-03-02' }) })
const newArticle = (dir: string, title: string) => inCopy(dir, 'npm', ['run', '--silent', 'new:article', '--', title])
const check = (dir: string) => inCopy(dir, process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'])

describe('npm run new:article', () => {
  let dir: string
  let made: ReturnType<typeof newArticle>
  beforeAll(() => {
    dir = copies.copy()
    made = newArticle(dir, 'Regrouting a Shower')
  }, 60_000)

  it('writes a draft dated today with its picture, and says what to fill in next', () => {
    expect(made.stderr).toBe('')
    expect(made.status).toBe(0)
    expect(made.stdout).toContain(
      'Wrote content/articles/regrouting-a-shower.mdx, a draft dated 2026-03-02, and the image "article-regrouting-a-shower" in content/images.ts.',
    )
    expect(made.stdout).toMatch(/Next:\n {2}1\. content\/articles\/regrouting-a-shower\.mdx: write the description/)
    expect(made.stdout).toContain('npm run dev, then open /blog/regrouting-a-shower')
    const mdx = readFileSync(path.join(dir, 'content/articles/regrouting-a-shower.mdx'), 'utf8')
    expect(mdx).toMatch(/^title: 'Regrouting a Shower'$/m)
    expect(mdx).toMatch(/^date: 2026-03-02 #/m)
    expect(mdx).toMatch(/^draft: true #/m)
    expect(mdx).toMatch(/^category: Expert Tips # choose one: Materials Guide, Expert Tips, /m)
    expect(readFileSync(path.join(dir, 'content/images.ts'), 'utf8')).toContain("id: 'article-regrouting-a-shower',")
  })

  it('passes the content check as it stands, and leaves content/images.ts formatted', () => {
    const result = check(dir)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const prettier = inCopy(dir, process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', 'content/images.ts'])
    expect(prettier.status, prettier.stdout + prettier.stderr).toBe(0)
  }, 60_000)

  it('refuses a title whose address exists, and changes nothing', () => {
    const images = readFileSync(path.join(dir, 'content/images.ts'), 'utf8')
    const again = newArticle(dir, 'Regrouting a shower!')
    expect(again.status).toBe(1)
    expect(again.stderr.trim()).toBe(
      'content/articles/regrouting-a-shower.mdx exists already: "Regrouting a shower!" gives the same address, /blog/regrouting-a-shower. Choose another title.',
    )
    expect(readFileSync(path.join(dir, 'content/images.ts'), 'utf8')).toBe(images)
  }, 60_000)

  it('cannot be published with its placeholders: each is named on its line', () => {
    const file = path.join(dir, 'content/articles/regrouting-a-shower.mdx')
    const draft = readFileSync(file, 'utf8')
    writeFileSync(file, draft.replace(/^draft: true.*\n/m, ''))
    const result = check(dir)
    writeFileSync(file, draft)
    expect(result.status).toBe(1)
    const lines = result.stderr.split('\n').filter((l) => l.includes('placeholder'))
    const f = 'content/articles/regrouting-a-shower.mdx'
    expect(lines).toHaveLength(6)
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${f}:3  description  still holds the new-article placeholder`)),
        expect.stringMatching(new RegExp(`^${f}:4  excerpt  still holds`)),
        expect.stringMatching(new RegExp(`^${f}:10  imageAlt  still holds`)),
        expect.stringMatching(new RegExp(`^${f}:13  body  still holds`)),
        expect.stringMatching(new RegExp(`^${f}:15  body  still holds`)),
        expect.stringMatching(/^content\/images\.ts:\d+  alt  the alt text of "article-regrouting-a-shower" still holds/),
      ]),
    )
  }, 60_000)
})
