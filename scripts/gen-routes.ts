import { writeFileSync } from 'node:fs'
import { operations } from '../src/api/contract'
import { routesModule } from '../src/api/contract/route-table'

writeFileSync(new URL('../src/api/routes.gen.ts', import.meta.url), routesModule(operations))
console.log('wrote src/api/routes.gen.ts')
