import { describe, expect, it } from 'vitest'
import { formatGithub, formatProblems, type Problem } from './problems'

const problems: Problem[] = [
  { file: 'content/articles/b.mdx', line: 9, field: 'image', problem: 'no image "x"', valid: 'add it' },
  {
    file: 'content/articles/a.mdx',
    line: 5,
    field: 'category',
    problem: '"Gossip" is not allowed',
    valid: 'one of: Expert Tips, Resources',
  },
]

describe('the problem list', () => {
  it('prints one line each, by file and line', () => {
    expect(formatProblems(problems).split('\n')).toEqual([
      'content/articles/a.mdx:5  category  "Gossip" is not allowed  one of: Expert Tips, Resources',
      'content/articles/b.mdx:9  image  no image "x"  add it',
    ])
  })

  it('prints one GitHub workflow command each, with file, line and field', () => {
    expect(formatGithub(problems).split('\n')).toEqual([
      '::error file=content/articles/a.mdx,line=5,title=category::"Gossip" is not allowed — one of: Expert Tips, Resources',
      '::error file=content/articles/b.mdx,line=9,title=image::no image "x" — add it',
    ])
  })

  it('escapes what would end a command or split its properties', () => {
    const odd: Problem = {
      file: 'content/a,b:c.mdx',
      line: 1,
      field: 'body, line',
      problem: '100% wrong\nsecond line',
      valid: 'fix:\r\nit',
    }
    expect(formatGithub([odd])).toBe(
      '::error file=content/a%2Cb%3Ac.mdx,line=1,title=body%2C line::100%25 wrong%0Asecond line — fix:%0D%0Ait',
    )
  })
})
