// The Nu HTML checker (vnu-jar, the W3C validator's engine) over every audited page's HTML, in ONE
// Java run since the JVM is slow to start, plus a rule it lacks: aria-hidden beside hidden.
import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import { elements, type Element } from './html'

export const javaHint = 'Java is missing: the HTML checker needs it (apt-get install -y default-jre-headless).'

/** One line saying how to get Java when it is not installed, or undefined when it runs. */
export function javaMissing(): string | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' })
  return result.error || result.status !== 0 ? javaHint : undefined
}

const vnuOutput = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      message: z.string(),
      lastLine: z.number().optional(),
      extract: z.string().optional(),
    }),
  ),
})

// The package's main export is a String object; resolving the jar's own path is plainer.
const vnuJar = () => createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

// Enough of an element to find it in the source: its tag and identifying attributes.
const describe = (el: Element) => {
  const shown = ['id', 'data-scope', 'data-part', 'class'].filter((name) => el.attrs[name] !== undefined)
  return `<${el.tag}${shown.map((name) => ` ${name}="${el.attrs[name].slice(0, 40)}"`).join('')}>`
}

/** Elements that are hidden yet also carry aria-hidden: redundant, and flagged by validators. */
export function ariaHiddenOnHidden(html: string): string[] {
  return elements(html)
    .filter((el) => el.attrs.hidden !== undefined && el.attrs['aria-hidden'] !== undefined)
    .map((el) => `${describe(el)} has both hidden and aria-hidden`)
}

/** HTML errors per route, from the Nu checker and the aria-hidden rule. */
// Asynchronous on purpose: while Java checks the pages, the event loop must keep running, or the
// audit's kept-alive connections, closed meanwhile by the server's keep-alive timeout, look open
// and the next requests go out on them and fail with "other side closed".
export async function validateHtml(pages: { route: string; html: string }[]): Promise<Map<string, string[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'startile-vnu-'))
  try {
    const files = pages.map((page, i) => {
      const file = path.join(dir, `page-${i}.html`)
      writeFileSync(file, page.html)
      return file
    })
    const byUrl = new Map(files.map((file, i) => [pathToFileURL(file).href, pages[i].route]))
    const stderr = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        ['-jar', vnuJar(), '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => (error ? reject(new Error(`${javaHint} (${error.message})`)) : resolve(stderr)),
      )
    })
    const output = vnuOutput.parse(JSON.parse(stderr))
    const result = new Map(pages.map((page) => [page.route, ariaHiddenOnHidden(page.html)]))
    for (const m of output.messages) {
      const route = m.url ? byUrl.get(m.url.replace(/^file:\/(?!\/)/, 'file:///')) : undefined
      if (!route) throw new Error(`The HTML checker could not check a page: ${m.message}`)
      const near = m.extract ? ` near "${m.extract.replace(/\s+/g, ' ').trim().slice(0, 80)}"` : ''
      if (m.type === 'error') result.get(route)?.push(`${m.message}${near}`)
    }
    return result
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
