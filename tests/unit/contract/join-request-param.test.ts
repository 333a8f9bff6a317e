import { describe, expect, it } from 'vitest'
import { isJoinRequestId, joinRequestIdIn, joinRequestUrl } from '@/api/contract/plain/join-request-param'
import { START_PARAM_MAX_LENGTH } from '@/api/contract/plain/start-param'

describe('the join request id in the address the bot gives Telegram', () => {
  it('travels in the query string as join_request, and is read back from it', () => {
    const url = joinRequestUrl('https://hub.example/', 'demo', '5372981647389162340')
    expect(url).toBe('https://hub.example/demo/join-request?join_request=5372981647389162340')
    // Telegram writes its launch parameters into the hash; the query stays the app's.
    const opened = new URL(`${url}#tgWebAppData=user%3D1&tgWebAppPlatform=ios`)
    expect(joinRequestIdIn(opened.search)).toBe('5372981647389162340')
  })

  it('keeps to the start parameter alphabet, 1-128 characters: anything else is no request', () => {
    for (const id of ['AAHdF6IQAAAAAN0XohDhrOrc', 'a_b-c', 'x'.repeat(128)]) {
      expect(isJoinRequestId(id)).toBe(true)
      // Telegram's start parameter rule: these characters only, at most 512 of them.
      expect(/^[A-Za-z0-9_-]+$/.test(id) && id.length <= START_PARAM_MAX_LENGTH).toBe(true)
    }
    for (const id of ['', 'x'.repeat(129), 'bad id', 'a/b', 'кириллица', 'a.b']) expect(isJoinRequestId(id)).toBe(false)
    expect(joinRequestIdIn('?join_request=bad%20id')).toBeNull()
    expect(joinRequestIdIn('?startapp=demo')).toBeNull()
  })
})
