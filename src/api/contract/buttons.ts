import { z } from 'zod'
import { hexColor, listOf, listQuery, queryBool, requiredText } from './common'
import { audience, audienceInput } from './audience'
import { linksInput } from './links'
import { button } from './linked-views'
import { adminCrud, op } from './operation'
import { CONTENT_ROLES } from './roles'
import { announceInput, checkAnnounce, checkSchedule, scheduleInput, scheduleState } from './schedule'

export { button, type Button } from './linked-views'

export const buttonInput = z
  .object({
    text: requiredText(100),
    background: hexColor.default('#000000'),
    color: hexColor.default('#ffffff'),
    isActive: z.boolean().default(true),
    isToMain: z.boolean().default(false),
    links: linksInput,
    ...scheduleInput,
    ...announceInput,
    ...audienceInput,
  })
  .superRefine((value, ctx) => {
    checkSchedule(value, ctx)
    checkAnnounce(value, ctx)
  })
export type ButtonInput = z.input<typeof buttonInput>

const buttonFilter = { isToMain: queryBool, isActive: queryBool }

export const buttonsOps = {
  'buttons.list': op({
    method: 'GET',
    path: '/buttons',
    input: listQuery(buttonFilter),
    output: listOf(button),
    access: 'visitor',
    list: true,
    summary: 'List buttons',
    description:
      'Active buttons shown now (inside their window); `filter[is_to_main]=1` gives the floating button candidates (the first one shows).',
    origin: 'spec',
  }),
  ...adminCrud('buttons', '/admin/buttons', {
    roles: CONTENT_ROLES,
    view: button,
    write: buttonInput,
    query: listQuery({ ...buttonFilter, schedule: scheduleState, audience }),
    origin: 'spec',
  }),
}
