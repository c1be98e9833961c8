/**
 * The operationId of an operation, from its method and path: `GET /domains/:id/uptime-days` is
 * `getDomainsIdUptimeDays`. Stable while the route is, unique while no two routes differ only in punctuation; both
 * OpenAPI documents (the session API's and /api/v1's) name their operations this way. Takes Fastify's `:param` or
 * OpenAPI's `{param}` form; `prefix` is left out of the name (the document's server URL or a common `/api`).
 */
export function operationIdOf(method: string, path: string, prefix = ''): string {
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  const words = rest
    .split('/')
    .flatMap((segment) => segment.replace(/^:|[{}]/g, '').split(/[-.]/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}
