import { linkOptions } from '@tanstack/react-router'
import type { HubTarget } from './hub-target'

/**
 * The typed router location of a target in the hub of `appKey`, for `navigate()` or `<Link {...}>` (apart from
 * hub-target.ts, which Home's first paint reads without the router).
 */
export function hubLocation(target: HubTarget, appKey: string) {
  switch (target.screen) {
    case 'home':
      return linkOptions({ to: '/$appKey', params: { appKey } })
    case 'category':
      return linkOptions({ to: '/$appKey/category/$id', params: { appKey, id: target.id } })
    case 'section':
      return linkOptions({ to: '/$appKey/section/$id', params: { appKey, id: target.id } })
    case 'admin':
      return linkOptions({ to: '/$appKey/admin', params: { appKey } })
    case 'not-found':
      return linkOptions({ to: '/$appKey/not-found', params: { appKey } })
  }
}
