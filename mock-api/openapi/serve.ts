/**
 * Serves `/openapi.json` under `basePath` before the REST API (Node server and MSW alike); the
 * document runs its examples on the mock API, so the REST adapter itself cannot serve it. The
 * document's code is imported when the document is first asked for: it uses Node's `util`, which a
 * browser (MSW in Storybook) has not, and no story asks for it.
 */
export function withOpenApi(handler: (request: Request) => Promise<Response | null>, basePath = '/api') {
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === `${basePath}/openapi.json`) {
      const { openApiDocument } = await import('./document')
      return new Response(JSON.stringify(await openApiDocument()), { headers: { 'Content-Type': 'application/json' } })
    }
    return handler(request)
  }
}
