import { z } from 'zod'
import { hexColor, listOf, listQuery, queryBool, requiredText } from './common'
import { linksInput } from './links'
import { linkSet } from './popups'
import { adminCrud, op } from './operation'

export const buttonInput = z.object({
  text: requiredText(100),
  background: hexColor.default('#000000'),
  color: hexColor.default('#ffffff'),
  isActive: z.boolean().default(true),
  isToMain: z.boolean().default(false),
  links: linksInput,
})
export type ButtonInput = z.input<typeof buttonInput>

export const button = z.object({
  id: z.number().int(),
  text: z.string(),
  background: z.string(),
  color: z.string(),
  isActive: z.boolean(),
  isToMain: z.boolean(),
  get links(): z.ZodArray<typeof linkSet> {
    return z.array(linkSet)
  },
})
export type Button = z.infer<typeof button>

const buttonFilter = { isToMain: queryBool, isActive: queryBool }

export const buttonsOps = {
  'buttons.list': op({
    method: 'GET', path: '/buttons', input: listQuery(buttonFilter), output: listOf(button), access: 'visitor', list: true,
    summary: 'Active buttons; filter[is_to_main]=1 gives the floating button candidates',
  }),
  ...adminCrud('buttons', '/admin/buttons', { view: button, write: buttonInput, query: listQuery(buttonFilter) }),
}

