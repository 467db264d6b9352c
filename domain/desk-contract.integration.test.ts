// The contract's promise, checked by the type checker itself: each endpoint's answer is written
// once (domain/desk-contract), so an answer's field renamed there fails both the server's handler
// that builds it and the desk's page that reads it. The TypeScript compiler runs over the real
// files with the contract swapped in memory (nothing on disk changes), once as it is and once
// with the invitation's `link` renamed.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const answers = path.join(root, 'domain/desk-contract/answers.ts')
// The handler that builds the invitation's answer, and the page's action that reads it.
const server = path.join(root, 'server/desk/people-routes.ts')
const page = path.join(root, 'app/features/desk/people-actions.ts')

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)
if (!config) throw new Error('tsconfig.json could not be read')

/** The type errors of the two files, with answers.ts's text changed by `edit`. */
function typeErrors(edit: (text: string) => string, oldProgram?: ts.Program) {
  const host = ts.createCompilerHost(config!.options)
  const read = host.readFile
  host.readFile = (file) => {
    const text = read(file)
    return path.resolve(file) === answers && text !== undefined ? edit(text) : text
  }
  const program = ts.createProgram({ rootNames: [server, page], options: { ...config!.options, noEmit: true }, host, oldProgram })
  const errors = [server, page].flatMap((file) =>
    program.getSemanticDiagnostics(program.getSourceFile(file)).map((d) => ({
      file: path.relative(root, d.file?.fileName ?? ''),
      text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    })),
  )
  return { program, errors }
}

describe('the desk contract under the type checker', () => {
  it('fails the server and the desk when an answer field is renamed in the contract alone', () => {
    const original = readFileSync(answers, 'utf8')
    const invitation = 'export type InvitationAnswer = { ok: true; link: string; mailed: boolean }'
    expect(original).toContain(invitation)

    const asItIs = typeErrors((text) => text)
    expect(asItIs.errors).toEqual([])

    const renamed = typeErrors((text) => text.replace(invitation, invitation.replace('link:', 'address:')), asItIs.program)
    const files = new Set(renamed.errors.map((e) => e.file))
    expect(files).toEqual(new Set(['server/desk/people-routes.ts', 'app/features/desk/people-actions.ts']))
    expect(renamed.errors.find((e) => e.file.startsWith('server/'))?.text).toMatch(/link/)
    expect(renamed.errors.find((e) => e.file.startsWith('app/'))?.text).toMatch(/'link' does not exist/)
  }, 120_000)
})
