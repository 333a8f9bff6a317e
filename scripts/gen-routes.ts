import { writeFileSync } from 'node:fs'
import { operations } from '@/api/contract'
import { rolesModule, routesModule, saveRolesModule } from '@/api/contract/route-table'

writeFileSync(new URL('../src/api/routes.gen.ts', import.meta.url), routesModule(operations))
console.log('wrote src/api/routes.gen.ts')
writeFileSync(new URL('../src/api/roles.gen.ts', import.meta.url), rolesModule(operations))
console.log('wrote src/api/roles.gen.ts')
writeFileSync(new URL('../src/api/save-roles.gen.ts', import.meta.url), saveRolesModule(operations))
console.log('wrote src/api/save-roles.gen.ts')
