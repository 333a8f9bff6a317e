import { z } from 'zod'
import { admin } from './admins'
import { banner } from './banners'
import { campaign } from './campaigns'
import { category } from './categories'
import { button, linkList, localLink, material, popupView } from './linked-views'
import { section } from './sections'
import { popupText } from './texts'
import { theme } from './themes'
import { welcomeGate } from './welcome-gate'

/**
 * What a visitor's read adds to a record for whom it is read (issue 27): a stub's `locked` and
 * `coming`, the caller's notify request, the admins' waiting count. Never stored.
 */
const readOnly = { locked: true, coming: true, notifyRequestId: true, waitingCount: true } as const

/**
 * Records as a hub stores them: each view's own fields, references as ids (`imageId`,
 * `materialIds`, `popupId` in links...), without what a read resolves from other records (`image`,
 * embedded popups, `subcategoryIds`...) or for its reader (`readOnly`). The audit log's snapshots and
 * the export document are made of them.
 */
export const storedRecords = {
  categories: category.omit({
    icon: true,
    image: true,
    subcategoryIds: true,
    materials: true,
    sections: true,
    subcategories: true,
    ...readOnly,
  }),
  sections: section.omit({ materials: true, locked: true }),
  materials: material.omit({ image: true, icon: true, ...readOnly }),
  texts: popupText,
  popups: popupView.omit({ image: true, texts: true, buttons: true, linkLists: true }),
  buttons: button.omit(readOnly),
  linkLists: linkList.omit({ materials: true, localLinks: true }).extend({ localLinks: z.array(localLink.omit({ icon: true })) }),
  banners: banner.omit({ image: true, ...readOnly }).extend({ name: z.string().nullable() }),
  themes: theme,
  admins: admin,
  /** Issue 26: a campaign keeps its code (the start parameter's `c_` part), not what a read derives from it. */
  campaigns: campaign.omit({ targetTitle: true, startParam: true, link: true }).extend({ code: z.string() }),
  /** Issue 27: the hub's welcome gate, one object (no id). */
  welcomeGate,
}
