// server/'s rooms one way (docs/architecture.md): ESLint's zones refuse an import that runs up from a
// room to one above it, and let one that runs down through. Linted as text with a path inside the
// room, so the repository's own eslint.config.js decides, as it does for `npm run lint`.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

describe("server/'s rooms", () => {
  it('refuses the store importing the visits, the push alerts or the desk', { timeout: 60_000 }, async () => {
    const upward = [
      `import { visitQueries } from '../visits/visit-queries'\nexport const v = visitQueries\n`,
      `import { pushQueries } from '../push/push-queries'\nexport const p = pushQueries\n`,
      `import { createDeskStore } from '../desk/desk-store'\nexport const d = createDeskStore\n`,
    ]
    for (const source of upward) expect(await restrictedImports('server/store/scratch-room.ts', source)).toHaveLength(1)
  })

  it('refuses push importing the desk and the visits importing a mail file', { timeout: 60_000 }, async () => {
    expect(
      await restrictedImports('server/push/scratch-room.ts', `import { signedIn } from '../desk/door'\nexport const s = signedIn\n`),
    ).toHaveLength(1)
    expect(
      await restrictedImports(
        'server/visits/scratch-room.ts',
        `import { visitRequestMail } from '../mail/visit-mail'\nexport const m = visitRequestMail\n`,
      ),
    ).toHaveLength(1)
  })

  it('refuses a room importing one beside it in its row', { timeout: 60_000 }, async () => {
    expect(
      await restrictedImports(
        'server/intake/scratch-room.ts',
        `import { visitQueries } from '../visits/visit-queries'\nexport const v = visitQueries\n`,
      ),
    ).toHaveLength(1)
  })

  it('lets an import run down', { timeout: 60_000 }, async () => {
    expect(
      await restrictedImports(
        'server/desk/scratch-room.ts',
        `import { visitQueries } from '../visits/visit-queries'\nexport const v = visitQueries\n`,
      ),
    ).toEqual([])
    expect(
      await restrictedImports('server/visits/scratch-room.ts', `import { iso } from '../store/tables'\nexport const i = iso\n`),
    ).toEqual([])
    expect(
      await restrictedImports(
        'server/push/scratch-room.ts',
        `import { choiceWords } from '#domain/visit-plan'\nexport const c = choiceWords\n`,
      ),
    ).toEqual([])
  })
})
