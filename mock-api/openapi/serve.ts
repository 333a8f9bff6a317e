import { openApiDocument } from './document'

/**
 * Serves `/openapi.json` under `basePath` before the REST API (Node server and MSW alike); the
 * document runs its examples on the mock API, so the REST adapter itself cannot serve it.
 */
export function withOpenApi(handler: (request: Request) => Promise<Response | null>, basePath = '/api') {
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === `${basePath}/openapi.json`) {
      return new Response(JSON.stringify(await openApiDocument()), { headers: { 'Content-Type': 'application/json' } })
    }
    return handler(request)
  }
}
