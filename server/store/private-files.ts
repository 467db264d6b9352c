// Files that hold leads are the server's user's alone: folders 0700, files 0600 (the data folder,
// the SQLite database and its -wal and -shm, the outbox's .eml files, backups and the folders a
// backup makes). Each is created with its mode, rather than by setting process.umask(): mkdir(2)
// and open(2) only take bits away with the umask, so 0700 and 0600 come out whatever it is, in the
// server, the CLI and a test alike, and the umask of the rest of the process is left alone. What an
// earlier version made with looser modes is tightened when it is opened. SQLite creates a
// database's -wal and -shm with the database file's own mode, so a 0600 database gets 0600 ones.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'

export const privateMode = { folder: 0o700, file: 0o600 } as const

const code = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined)

/**
 * chmod, except where the file is not ours to change (EPERM) or the disk is read-only (EROFS): it
 * stays as it is, and a read-only store still opens (its writes then fail with a 503, as before).
 */
function tighten(path: string, mode: number): void {
  try {
    chmodSync(path, mode)
  } catch (error) {
    if (code(error) !== 'EPERM' && code(error) !== 'EROFS') throw error
  }
}

/** Makes the folder (and any missing parent) 0700; an existing folder of ours is tightened to 0700. */
export function privateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: privateMode.folder })
  tighten(path, privateMode.folder)
}

/** Makes the folders a file is written into that do not exist yet 0700, and leaves existing ones as they are. */
export function newFoldersPrivate(path: string): void {
  mkdirSync(path, { recursive: true, mode: privateMode.folder })
}

/** Creates the file empty with 0600 if it is missing (SQLite takes an empty file as a new database); else tightens it. */
export function privateFile(path: string): void {
  try {
    closeSync(openSync(path, 'wx', privateMode.file))
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error
  }
  tighten(path, privateMode.file)
}

/** Tightens a SQLite database's -wal and -shm to 0600 where they exist (made by an earlier version). */
export function privateSqliteSidecars(database: string): void {
  for (const suffix of ['-wal', '-shm', '-journal']) if (existsSync(database + suffix)) tighten(database + suffix, privateMode.file)
}
