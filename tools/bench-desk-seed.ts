// Seeds the benchmark's store (tools/bench-desk.ts) with bulk inserts in transactions, straight
// into the database (not through HTTP): 90% spam, dates over three years, statuses, outbox rows,
// photos on some. Deterministic (a seeded generator), with three leads the searches look for.
import Database from 'better-sqlite3'
import pg from 'pg'
import { leadSearchKeys } from '#domain/lead-search'
import { leadStatuses } from '#domain/lead-record'

export type SeedTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string }

/** The lead the searches find: the oldest, with a name, phone and ZIP no other has. */
export const needle = { name: 'Zelda Quixote', phone: '(503) 555-0123', zip: '97999', email: 'zelda.quixote@example.net' }

const day = 86_400_000
const photoBytes = Buffer.alloc(30_000, 7)
const columns = [
  'form',
  'name',
  'email',
  'phone',
  'message',
  'spam',
  'spam_reason',
  'status',
  'created_at',
  'zip',
  'in_area',
  'estimate',
  'first_contacted_at',
  'utm_source',
  'search_text',
  'phone_digits',
  'email_key',
  'phone_key',
] as const
type Row = Record<(typeof columns)[number], string | number | null>

function random(seed: number) {
  let s = seed
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

/** Lead `i` of the seed, created between now and three years ago (less a day). */
function leadRow(i: number, now: number, next: () => number, first: boolean): Row {
  const spam = !first && next() < 0.9
  const at = first ? now - 3 * 365 * day + day : now - Math.floor(next() * (3 * 365 - 1) * day)
  const names = ['Ann', 'Bob', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo']
  const base = {
    name: first ? needle.name : `${names[i % 10]} Sample${i}`,
    email: first ? needle.email : spam ? `bot${i}@spam.example` : `person${i}@example.com`,
    phone: first ? needle.phone : `971-555-${String(i % 10_000).padStart(4, '0')}`,
    zip: first ? needle.zip : ['97201', '97030', '98660', '97035', '97223'][i % 5],
  }
  const status = spam ? 'Spam' : leadStatuses[Math.floor(next() * 6)]
  return {
    form: next() < 0.6 ? 'quote' : 'contact',
    ...base,
    message: spam ? 'Cheap SEO services, click here'.repeat(3) : 'A backsplash of about 30 sq ft, subway tile.',
    spam: spam ? 1 : 0,
    spam_reason: spam ? 'honeypot' : null,
    status,
    created_at: new Date(at).toISOString(),
    in_area: spam ? null : 1,
    estimate: !spam && next() < 0.3 ? JSON.stringify({ lines: ['Backsplash, 30 sq ft: $900 to $1,400'] }) : null,
    first_contacted_at: status !== 'New' && status !== 'Spam' ? new Date(at + 3 * 3_600_000).toISOString() : null,
    utm_source: spam ? null : ['google', 'facebook', null][i % 3],
    ...leadSearchKeys(base),
  }
}

/** Adds leads `from` up to `to` (ids follow on), in transactions of 2,000. */
export async function seedLeads(target: SeedTarget, from: number, to: number, now = Date.now()): Promise<void> {
  const next = random(from + 1)
  const batches: Row[][] = []
  for (let i = from; i < to; i += 2000)
    batches.push(Array.from({ length: Math.min(2000, to - i) }, (_, k) => leadRow(i + k, now, next, i + k === 0)))
  if (target.kind === 'sqlite') return seedSqlite(target.file, batches, next)
  return seedPostgres(target.url, batches, next)
}

const placeholders = (n: number) => `(${Array.from({ length: n }, () => '?').join(', ')})`

function seedSqlite(file: string, batches: Row[][], next: () => number) {
  const db = new Database(file)
  db.pragma('busy_timeout = 10000')
  const lead = db.prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES ${placeholders(columns.length)}`)
  const mail = db.prepare(
    `INSERT INTO outbox (lead_id, kind, to_addr, status, attempts, next_attempt_at, queued_at, created_at, sent_at) VALUES (?, ?, ?, 'sent', 1, ?, ?, ?, ?)`,
  )
  const photo = db.prepare(
    `INSERT INTO lead_photos (lead_id, position, name, content_type, width, height, original_bytes, data, created_at) VALUES (?, ?, 'wall.jpg', 'image/jpeg', 1600, 1200, 900000, ?, ?)`,
  )
  for (const rows of batches) {
    db.transaction(() => {
      for (const row of rows) {
        const id = Number(lead.run(...columns.map((c) => row[c])).lastInsertRowid)
        if (row.spam) continue
        const at = row.created_at
        mail.run(id, 'business', null, at, at, at, at)
        mail.run(id, 'acknowledgement', row.email, at, at, at, at)
        if (next() < 0.05) for (let p = 1; p <= 2; p++) photo.run(id, p, photoBytes, at)
      }
    })()
  }
  db.close()
}

async function seedPostgres(url: string, batches: Row[][], next: () => number) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (const rows of batches) {
      await client.query('BEGIN')
      const values: unknown[] = []
      const tuples = rows.map((row) => `(${columns.map((c) => (values.push(row[c]), `$${values.length}`)).join(', ')})`)
      const { rows: ids } = await client.query<{ id: number; spam: number; email: string; created_at: string }>(
        `INSERT INTO leads (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id, spam, email, created_at`,
        values,
      )
      const real = ids.filter((r) => Number(r.spam) === 0)
      if (real.length > 0) {
        const mail: unknown[] = []
        const mailTuples = real.flatMap((r) =>
          (['business', 'acknowledgement'] as const).map((kind) => {
            mail.push(r.id, kind, kind === 'business' ? null : r.email, r.created_at)
            const n = mail.length
            return `($${n - 3}, $${n - 2}, $${n - 1}, 'sent', 1, $${n}, $${n}, $${n}, $${n})`
          }),
        )
        await client.query(
          `INSERT INTO outbox (lead_id, kind, to_addr, status, attempts, next_attempt_at, queued_at, created_at, sent_at) VALUES ${mailTuples.join(', ')}`,
          mail,
        )
        for (const r of real.filter(() => next() < 0.05))
          for (let p = 1; p <= 2; p++)
            await client.query(
              `INSERT INTO lead_photos (lead_id, position, name, content_type, width, height, original_bytes, data, created_at) VALUES ($1, $2, 'wall.jpg', 'image/jpeg', 1600, 1200, 900000, $3, $4)`,
              [r.id, p, photoBytes, r.created_at],
            )
      }
      await client.query('COMMIT')
    }
    await client.query('ANALYZE')
  } finally {
    await client.end()
  }
}
