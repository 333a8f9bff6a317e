import { z } from 'zod'
import { align, iconView, imageView } from './common'
import { linkType } from './links'
import { shareableView } from './share-fields'
import { audienceView } from './audience'
import { announceView, scheduleView } from './schedule'
import { popupText } from './texts'

/**
 * The views that contain each other: a link set may embed its popup, whose buttons have links
 * again, and whose link lists hold materials with links. They live in one module so that the
 * recursion is a getter inside it (zod's recursive-object pattern), not an import cycle between
 * resource modules. Each resource module re-exports its own view.
 */

export const materialDisplayType = z.enum(['small', 'large', 'icon'])
export type MaterialDisplayType = z.infer<typeof materialDisplayType>

export const linkListType = z.enum(['materials', 'local'])

/** Popups are resolved into links on visitor reads, so a bottom sheet needs no second call. */
export const linkSet = z.object({
  linkType,
  internalUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  popupId: z.number().int().nullable(),
  get popup(): z.ZodOptional<typeof popupView> {
    return popupView.optional()
  },
})
export type LinkSet = z.infer<typeof linkSet>

export const button = z.object({
  id: z.number().int(),
  text: z.string(),
  background: z.string(),
  color: z.string(),
  isActive: z.boolean(),
  isToMain: z.boolean(),
  ...scheduleView,
  ...audienceView,
  ...announceView,
  get links(): z.ZodArray<typeof linkSet> {
    return z.array(linkSet)
  },
})
export type Button = z.infer<typeof button>

export const material = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  displayType: materialDisplayType,
  ...imageView,
  ...iconView,
  ...scheduleView,
  ...shareableView,
  ...audienceView,
  ...announceView,
  get links(): z.ZodArray<typeof linkSet> {
    return z.array(linkSet)
  },
})
export type Material = z.infer<typeof material>

export const localLink = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  ...iconView,
})

export const linkList = z.object({
  id: z.number().int(),
  title: z.string(),
  titleAlign: align,
  type: linkListType,
  materialIds: z.array(z.number().int()),
  localLinks: z.array(localLink),
  /** Resolved on visitor reads (only active materials, in `materialIds` order). */
  get materials(): z.ZodOptional<z.ZodArray<typeof material>> {
    return z.array(material).optional()
  },
})
export type LinkList = z.infer<typeof linkList>

/** A popup with its parts resolved, in the order their ids are listed. */
export const popupView = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  titleAlign: align,
  ...imageView,
  textIds: z.array(z.number().int()),
  buttonIds: z.array(z.number().int()),
  linkListIds: z.array(z.number().int()),
  get texts(): z.ZodArray<typeof popupText> {
    return z.array(popupText)
  },
  get buttons(): z.ZodArray<typeof button> {
    return z.array(button)
  },
  get linkLists(): z.ZodArray<typeof linkList> {
    return z.array(linkList)
  },
})
export type Popup = z.infer<typeof popupView>
