// SchemaStore's published JSON schema of GitHub workflow files (json.schemastore.org/github-workflow.json),
// as the npm package @action-validator/core ships it: the schema's text is embedded verbatim in the
// package's WebAssembly file, which validates against it. No network, no hand-written schema.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const schemaId = 'https://json.schemastore.org/github-workflow.json'

/** The JSON object that starts at `start` in `text`, read up to its matching closing brace. */
function objectAt(text: string, start: number): string {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1)
  }
  throw new Error('the workflow schema in @action-validator/core does not end')
}

export function githubWorkflowSchema(): { $id: string } & Record<string, unknown> {
  const pkg = path.dirname(createRequire(import.meta.url).resolve('@action-validator/core/package.json'))
  const text = readFileSync(path.join(pkg, 'action_validator_bg.wasm')).toString('latin1')
  const id = text.indexOf(`"$id": "${schemaId}"`)
  const start = text.lastIndexOf('{\n  "$comment"', id)
  if (id === -1 || start === -1) throw new Error(`@action-validator/core no longer carries ${schemaId}`)
  const schema = JSON.parse(objectAt(text, start)) as { $id: string } & Record<string, unknown>
  if (schema.$id !== schemaId) throw new Error(`expected ${schemaId}, found ${schema.$id}`)
  return schema
}
