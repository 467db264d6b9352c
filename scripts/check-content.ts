// `npm run check:content`: every problem of every content file in one list, in seconds, without
// building. `npm run build` runs it first. Exits 1 when anything is wrong; no stack traces.
// `-- --format github` prints each problem as a GitHub workflow command, so a pull request shows
// it on the line it concerns.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkDataFiles } from './content-check/data-files'
import { formatGithub, formatProblems, type Problem } from './content-check/problems'

export async function checkContent(root = process.cwd()): Promise<Problem[]> {
  const problems = await checkDataFiles(root)
  // The article checks read the data files; with a broken one they would only repeat its error.
  if (problems.length) return problems
  const { checkArticles } = await import('./content-check/articles')
  const { checkPageTopics } = await import('./content-check/page-topics')
  const { checkPhotos } = await import('./content-check/photos')
  const articles = checkArticles(root)
  const pages = articles.some((p) => p.field !== 'link') ? [] : checkPageTopics(root)
  return [...articles, ...pages, ...(await checkPhotos(root))]
}

/** `--format text` (the default) or `--format github`; anything else stops with the choices. */
export function outputFormat(args: string[]): 'text' | 'github' {
  const given = args.join(' ')
  if (given === '') return 'text'
  const match = /^--format[= ](text|github)$/.exec(given)
  if (match) return match[1] === 'github' ? 'github' : 'text'
  throw new Error(`check:content takes --format text or --format github, got '${given}'`)
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let format: 'text' | 'github'
  try {
    format = outputFormat(process.argv.slice(2))
  } catch (e) {
    console.error((e as Error).message)
    process.exit(2)
  }
  const started = Date.now()
  const problems = await checkContent(path.resolve('.'))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (problems.length) {
    const count = `${problems.length} content problem${problems.length === 1 ? '' : 's'} (${seconds} s)`
    if (format === 'github') {
      // Workflow commands are read from standard output.
      console.log(formatGithub(problems))
      console.error(`\n${count}: a pull request shows each on its line (GitHub marks at most 10 per step; the log lists every one).`)
    } else {
      console.error(`${formatProblems(problems)}\n\n${count}: fix them and run \`npm run check:content\` again.`)
    }
    process.exit(1)
  }
  console.log(`content: every file is valid (${seconds} s)`)
}
