/** `npm run build`'s last step: the API reference beside the SPA, in dist/api/ (index.html opens from disk). */
import { resolve } from 'node:path'
import { writeReference } from '@mock-api/openapi/reference'

const dir = resolve(process.argv[2] ?? 'dist/api')
await writeReference(dir)
console.log(`API reference: ${dir}/index.html (and openapi.json)`)
