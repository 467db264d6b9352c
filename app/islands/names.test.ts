import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { islandEntryFiles } from '../../scripts/vite-islands'
import { islandEntries } from './names'

// The names as types (a misspelt one fails the type check) are tested in names.test-d.ts.
describe('island names, typed once', () => {
  it('match the entry files the build makes scripts of', () => {
    expect(islandEntryFiles().map((e) => e.name)).toEqual(Object.keys(islandEntries))
  })

  it('stop the build when an entry file and the list disagree', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'startile-islands-'))
    for (const name of ['calculator', 'contact', 'home', 'patterns', 'portfolio', 'quotes'])
      writeFileSync(path.join(dir, `${name}.tsx`), '')
    expect(() => islandEntryFiles(dir)).toThrow(
      /entries\/quotes\.tsx is not listed in app\/islands\/names\.ts[\s\S]*lists the island entry "quote", but app\/islands\/entries\/quote\.tsx does not exist/,
    )
  })
})
