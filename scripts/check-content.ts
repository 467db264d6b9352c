// `npm run check:content`: every problem of every content file in one list, in seconds, without
// building. `npm run build` runs it first. Exits 1 when anything is wrong; no stack traces.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkDataFiles } from './content-check/data-files'
import { formatProblems, type Problem } from './content-check/problems'

export async function checkContent(root = process.cwd()): Promise<Problem[]> {
  const problems = await checkDataFiles(root)
  // The article checks read the data files; with a broken one they would only repeat its error.
  if (problems.length) return problems
  const { checkArticles } = await import('./content-check/articles')
  const { checkPageTopics } = await import('./content-check/page-topics')
  const articles = checkArticles(root)
  return [...articles, ...(articles.some((p) => p.field !== 'link') ? [] : checkPageTopics(root))]
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now()
  const problems = await checkContent(path.resolve('.'))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (problems.length) {
    console.error(
      `${formatProblems(problems)}\n\n${problems.length} content problem${problems.length === 1 ? '' : 's'} (${seconds} s): fix them and run \`npm run check:content\` again.`,
    )
    process.exit(1)
  }
  console.log(`content: every file is valid (${seconds} s)`)
}
