// The desk API's contract, one entry per endpoint under /api/inbox: its path (paths.ts), what it
// accepts (schemas.ts) and what it answers (answers.ts). The server registers and validates its
// routes with it and types its handlers' answers; the desk's pages call and read it.
export * from './desk-contract/answers'
export * from './desk-contract/paths'
export * from './desk-contract/schemas'
