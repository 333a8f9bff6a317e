import type { z } from 'zod'
import type { OperationName, Operations } from '@/api/contract'

/** What a service receives: the operation's input after validation (defaults applied). */
export type In<K extends OperationName> = z.output<Operations[K]['input']>

/** What a service answers: anything the operation's output schema accepts. */
export type Out<K extends OperationName> = z.input<Operations[K]['output']>

export type CrudResource =
  'themes' | 'categories' | 'sections' | 'buttons' | 'banners' | 'materials' | 'texts' | 'popups' | 'linkLists' | 'admins' | 'campaigns'

/** The input of `admin.<resource>.update`: the create input plus the id. */
export type UpdateIn<R extends CrudResource> = In<`admin.${R}.update`>
