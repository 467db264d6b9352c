// Precompresses every text file of the build with brotli and gzip, the stored encodings the server answers with (server/plugins/site.ts).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map)$/

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? files(full) : [full]
  })
}

export function compressDir(dir: string): { files: number; before: number; brotli: number } {
  let count = 0
  let before = 0
  let brotli = 0
  for (const file of files(dir)) {
    if (!compressible.test(file) || statSync(file).size < 512) continue
    const data = readFileSync(file)
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    })
    writeFileSync(`${file}.br`, br)
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    count++
    before += data.length
    brotli += br.length
  }
  return { files: count, before, brotli }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = compressDir(path.resolve(process.argv[2] ?? 'build/client'))
  console.log(`compressed ${r.files} files: ${(r.before / 1024).toFixed(0)} KB → ${(r.brotli / 1024).toFixed(0)} KB brotli`)
}
