// Command line of `npm run audit`: paths to audit (all by default) and --skip-lighthouse.
export type AuditArgs = { paths: string[]; skipLighthouse: boolean }

export function parseArgs(argv: string[]): AuditArgs {
  const unknown = argv.filter((a) => a.startsWith('-') && a !== '--skip-lighthouse')
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(' ')}: use paths like /about, and --skip-lighthouse`)
  const paths = argv.filter((a) => !a.startsWith('-'))
  const bad = paths.filter((p) => !p.startsWith('/'))
  if (bad.length) throw new Error(`Paths start with a slash: got ${bad.join(' ')}`)
  return { paths, skipLighthouse: argv.includes('--skip-lighthouse') }
}
