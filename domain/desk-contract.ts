// The desk API's contract, one entry per endpoint under /api/inbox: its path (paths.ts), what it
// accepts (schemas.ts) and what it answers (answers.ts). The server registers and validates its
// routes with it and types its handlers' answers; the desk's pages call and read it. The schemas
// are zod, so only their types are exported here: the pages import this file without shipping
// zod to the browser, and the server imports the schemas from #domain/desk-contract/schemas.
export * from './desk-contract/answers'
export * from './desk-contract/paths'
export type { DeskBodies, DeskBody, ListQuery } from './desk-contract/schemas'
