// The desk's search as a condition on `leads as l`, through migration 010's indexes: SQLite's FTS5
// trigram table, PostgreSQL's pg_trgm indexes on the normalized columns (domain/lead-search.ts makes
// the term). The list (server/desk/lead-list.ts) and the streamed export (store.leadPages) use it.
import { type Expression, type SqlBool, sql } from 'kysely'
import { searchTerm } from '#domain/lead-search'
import type { Dialect } from './dialect'
import type { LeadStatus } from './tables'

/** What the desk's list, its CSV and the export are narrowed by. */
export type LeadFilter = { status?: LeadStatus; q?: string }

/** FTS5 takes a phrase in double quotes, a quote doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`
/** LIKE's own characters, escaped (PostgreSQL's default escape is the backslash). */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The search as a condition on `leads as l`, or undefined for none. `broad`: the term matches many
 * leads (the list's capped count says so), and SQLite had better walk the newest-first index and
 * look each lead up in the matches (a unary + keeps it from driving the query by the matches' ids,
 * which for a ZIP a fifth of the store shares means reading and sorting them all: 24 ms against
 * 5 ms at 100,000 leads); a rare term is faster the other way.
 */
export function searchCondition(dialect: Dialect, q: string | undefined, broad = false): Expression<SqlBool> | undefined {
  const term = searchTerm(q)
  if (!term) return undefined
  if (dialect === 'postgres') {
    return term.digits
      ? sql<SqlBool>`(l.search_text LIKE ${likeTerm(term.text)} OR l.phone_digits LIKE ${likeTerm(term.digits)})`
      : sql<SqlBool>`l.search_text LIKE ${likeTerm(term.text)}`
  }
  // The trigram index finds terms of three characters or more; shorter ones are read through.
  if (term.text.length < 3) return sql<SqlBool>`instr(l.search_text, ${term.text}) > 0`
  const match = [`search_text : ${phrase(term.text)}`, ...(term.digits ? [`phone_digits : ${phrase(term.digits)}`] : [])].join(' OR ')
  return broad
    ? sql<SqlBool>`+l.id IN (SELECT rowid FROM leads_fts WHERE leads_fts MATCH ${match})`
    : sql<SqlBool>`l.id IN (SELECT rowid FROM leads_fts WHERE leads_fts MATCH ${match})`
}
