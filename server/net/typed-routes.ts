// The desk's routes registered from its contract (domain/desk-contract): deskRoute(app, 'lead', ...)
// takes the entry's method and path and the zod schemas of the same name (validated before the
// handler runs, server/app.ts; the handler reads their parsed types), and the handler must return
// the entry's answer, so a field renamed in the contract fails the server's type check.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { type DeskAnswerOf, type DeskEndpoint, deskApi } from '#domain/desk-contract'
import { deskSchemas } from '#domain/desk-contract/schemas'

/** The scope `app` with the contract's schemas as its request types. */
export const typedRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>()

/** A handler's result: the contract's JSON answer, or the reply it already sent (a refusal, a file). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reply of any route's generics
export type Answer<T> = Promise<T | FastifyReply<any, any, any, any, any, any, any, any>>

type Schemas = typeof deskSchemas
type SchemaOf<K extends DeskEndpoint> = K extends keyof Schemas ? Schemas[K] : Record<never, never>
type Route = RouteGenericInterface
type Server = RawServerDefault
type DeskRequest<K extends DeskEndpoint> = FastifyRequest<Route, Server, RawRequestDefaultExpression, SchemaOf<K>, ZodTypeProvider>
type DeskReply<K extends DeskEndpoint> = FastifyReply<
  Route,
  Server,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  unknown,
  SchemaOf<K>,
  ZodTypeProvider
>

export type DeskHandler<K extends DeskEndpoint> = (request: DeskRequest<K>, reply: DeskReply<K>) => Answer<DeskAnswerOf<K>>

/** Route options beside the contract's: the sentence for a request its schema refused (or too large to read), a rate limit, a body limit. */
export type DeskRouteOptions = { config?: Record<string, unknown> & { invalid?: string; tooLarge?: string }; bodyLimit?: number }

const schemaOf = (name: DeskEndpoint) => (name in deskSchemas ? deskSchemas[name as keyof Schemas] : undefined)

/** Registers the contract's endpoint `name` on `scope`: its method, path and schemas, and `handler`. */
export function deskRoute<K extends DeskEndpoint>(scope: FastifyInstance, name: K, handler: NoInfer<DeskHandler<K>>): void
export function deskRoute<K extends DeskEndpoint>(
  scope: FastifyInstance,
  name: K,
  options: DeskRouteOptions,
  handler: NoInfer<DeskHandler<K>>,
): void
export function deskRoute<K extends DeskEndpoint>(
  scope: FastifyInstance,
  name: K,
  ...rest: [DeskHandler<K>] | [DeskRouteOptions, DeskHandler<K>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest
  const { method, pattern } = deskApi[name]
  typedRoutes(scope).route({
    ...options,
    method,
    url: pattern,
    schema: schemaOf(name),
    // The handler's types are the same schema's (SchemaOf<K>), which the route's generic cannot name for every K.
    handler: handler as DeskHandler<DeskEndpoint>,
  })
}
