// The desk's routes typed by its contract (domain/desk-contract): a scope with the zod type
// provider reads each route's params, query and body as its schema's parsed types (validated
// before the handler runs, server/app.ts), and each handler is declared to return the contract's
// answer, so a field renamed in the contract fails the server's type check.
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** The scope `app` with the contract's schemas as its request types. */
export const typedRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>()

/** A handler's result: the contract's JSON answer, or the reply it already sent (a refusal, a file). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reply of any route's generics
export type Answer<T> = Promise<T | FastifyReply<any, any, any, any, any, any, any, any>>
