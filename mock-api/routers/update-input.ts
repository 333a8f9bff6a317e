import type { CrudResource, In, UpdateIn } from '../services/operation-types'

/** The update input as the service takes it; see UpdateIn for why the table's type is looser. */
export function updateInput<R extends CrudResource>(input: In<`admin.${R}.update`>): UpdateIn<R> {
  return input as UpdateIn<R>
}
