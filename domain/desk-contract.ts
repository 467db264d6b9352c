// The desk API's contract, one entry per endpoint under /api/inbox: its method, path and answer
// type (paths.ts, the answers in answers.ts) and, under the same name, what it accepts (schemas.ts).
// The server registers each route from its entry (server/desk/typed-routes.ts); the desk's pages
// call it by name (app/features/desk/api.ts). The schemas are zod, so only their types are
// exported here: the pages import this file without shipping zod to the browser, and the server
// imports the schemas from #domain/desk-contract/schemas.
export * from './desk-contract/answers'
export * from './desk-contract/paths'
export type { DeskBodies, DeskBody, ListQuery } from './desk-contract/schemas'
