// Fastify's form of the TRUST_PROXY setting (config/settings.ts): n hops become "trust the n
// addresses nearest the server"; a list of proxies passes through.
import type { TrustProxy } from '#config/settings'

export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust
  return (_address, hop) => hop < trust
}
