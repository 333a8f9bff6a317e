import { z } from 'zod'
import { hexColor, listOf, listQuery } from './common'
import { adminCrud, op } from './operation'
import { CONTENT_ROLES } from './roles'

export const themeType = z.enum(['dark', 'light'])

export const themeInput = z.object({
  type: themeType.default('light'),
  /** Used as the accent colour. */
  backgroundColor: hexColor.default('#000000'),
  textColor: hexColor.default('#ffffff'),
})
export type ThemeInput = z.input<typeof themeInput>

export const theme = z.object({
  id: z.number().int(),
  type: themeType,
  backgroundColor: z.string(),
  textColor: z.string(),
})
export type Theme = z.infer<typeof theme>

export const themesOps = {
  'themes.list': op({
    method: 'GET',
    path: '/themes',
    input: listQuery({}),
    output: listOf(theme),
    access: 'public',
    list: true,
    summary: 'List themes',
    description: "The hub's themes; the first one applies to the hub.",
    origin: 'spec',
  }),
  ...adminCrud('themes', '/admin/themes', { view: theme, write: themeInput, query: listQuery({}), origin: 'spec', roles: CONTENT_ROLES }),
}
