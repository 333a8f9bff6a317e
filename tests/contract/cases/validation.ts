import { beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, type Target } from '../client'

/** SPEC 5 rules and CONTRACT.md's 422 shape: `{ message, errors: { snake.dot.path: [messages] } }`. */
export function validationCases(target: () => Target) {
  let admin = ''
  beforeAll(async () => {
    admin = await signIn(target(), 1)
  })

  const post = (path: string, body: unknown) => call(target(), 'POST', path, { token: admin, body })

  it.each([
    ['/admin/popups', { name: '   ' }, 'name', 'Required'],
    ['/admin/buttons', { text: '' }, 'text', 'Required'],
    ['/admin/buttons', { text: 'Ок', background: '#12345' }, 'background', /7 characters/],
    ['/admin/buttons', { text: 'Ок', color: 'red' }, 'color', /7 characters/],
    ['/admin/materials', {}, 'title', 'Required'],
    ['/admin/materials', { title: 5 }, 'title', 'Expected string, received number'],
    ['/admin/link-lists', { title: 'Список', type: 'materials', material_ids: [] }, 'material_ids', 'Materials list is required'],
    ['/admin/link-lists', { title: 'Список', type: 'local', local_links: [] }, 'local_links', 'Local links list is required'],
    ['/admin/link-lists', { title: '', type: 'local', local_links: [{ title: 'a', url: 'https://a.example' }] }, 'title', 'Required'],
    [
      '/admin/categories',
      { road_type: 'link', display_type: 'no_bg', links: [{ link_type: 'external', external_url: 'https://a.example' }] },
      'title',
      'Required',
    ],
    [
      '/admin/categories',
      { title: 'Фон', display_type: 'small_bg', road_type: 'link', links: [{ external_url: 'https://a.example' }] },
      'image_id',
      'Required',
    ],
    ['/admin/categories', { title: 'Секции', display_type: 'no_bg', road_type: 'section', section_ids: [] }, 'section_ids', /required/],
    [
      '/admin/categories',
      { title: 'Материалы', display_type: 'no_bg', road_type: 'material' },
      'material_ids',
      'Materials list is required',
    ],
    ['/admin/sections', { title: '', road_type: 'link' }, 'title', 'Required'],
    ['/admin/sections', { title: 'С', road_type: 'material', material_ids: [] }, 'material_ids', 'Materials list is required'],
    ['/admin/admins', { telegram_id: 5, name: 'A', email: 'not-an-email' }, 'email', 'Invalid email'],
    [
      '/admin/materials',
      { title: 'Ссылка', links: [{ link_type: 'external', external_url: 'not a url' }] },
      'links.0.external_url',
      'Invalid url',
    ],
    ['/admin/materials', { title: 'Попап', links: [{ link_type: 'popup' }] }, 'links.0.popup_id', 'Required'],
    ['/admin/materials', { title: 'x'.repeat(3 * 1024 * 1024) }, 'title', /at most 200/],
    [
      '/admin/materials',
      { title: 'Длинная ссылка', links: [{ external_url: `https://a.example/${'x'.repeat(3000)}` }] },
      'links.0.external_url',
      /at most 2048/,
    ],
  ])('POST %s %j -> 422 on %s', async (path, body, field, message) => {
    const answer = await post(path, body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(422)
    expect(answer.body.message).toEqual(expect.any(String))
    const messages = answer.body.errors[field] as string[]
    expect(messages, JSON.stringify(answer.body.errors)).toBeDefined()
    if (typeof message === 'string') expect(messages).toContain(message)
    else expect(messages.some((m) => message.test(m))).toBe(true)
  })

  describe('unsafe link schemes', () => {
    it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd'])(
      'refuses %s in links and local links',
      async (url) => {
        const material = await post('/admin/materials', { title: 'XSS', links: [{ link_type: 'external', external_url: url }] })
        expect(material.status).toBe(422)
        expect(material.body.errors['links.0.external_url']).toBeDefined()
        const list = await post('/admin/link-lists', { title: 'XSS', type: 'local', local_links: [{ title: 'x', url }] })
        expect(list.status).toBe(422)
        expect(list.body.errors['local_links.0.url']).toBeDefined()
      },
    )

    it('accepts http, https and tg links, and empty urls', async () => {
      for (const url of ['http://example.com', 'https://t.me/+AbCdEf', 'tg://resolve?domain=durov', '']) {
        const answer = await post('/admin/materials', { title: 'OK', links: [{ link_type: 'external', external_url: url }] })
        expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(201)
      }
    })
  })

  describe('messages of optional url and username fields (no union leak such as `Invalid input: expected ""`)', () => {
    const videoMessage = 'Only http and https links or paths on this site (/...) are allowed'
    it.each(['javascript:alert(1)', 'ftp://files.example/intro.mp4', 'not a url', 'tg://resolve?domain=durov'])(
      'category video %s -> one clear message',
      async (video) => {
        const answer = await post('/admin/categories', { title: 'Видео', display_type: 'no_bg', road_type: 'video', video })
        expect(answer.status, JSON.stringify(answer.body)).toBe(422)
        expect(answer.body.errors).toEqual({ video: [videoMessage] })
      },
    )

    it('accepts a video at an https url or a path on this site', async () => {
      for (const video of ['https://cdn.example/intro.mp4', '/media/intro.mp4']) {
        const answer = await post('/admin/categories', { title: 'Видео', display_type: 'no_bg', road_type: 'video', video })
        expect(answer.status, `${video}: ${JSON.stringify(answer.body)}`).toBe(201)
        expect(answer.body.data.video).toBe(video)
      }
    })

    it.each([
      [{ telegram_id: -5, name: 'A' }, 'telegram_id', 'Telegram id must be a positive whole number'],
      [{ telegram_id: 1.5, name: 'A' }, 'telegram_id', 'Telegram id must be a positive whole number'],
      [
        { telegram_id: 880001, name: 'A', username: '@ivan qa!<b>' },
        'username',
        'Username must be 5-32 characters: latin letters, digits and _',
      ],
      [{ telegram_id: 880001, name: 'A', username: 'ivan' }, 'username', 'Username must be 5-32 characters: latin letters, digits and _'],
      [
        { telegram_id: 880001, name: 'A', username: 'x'.repeat(33) },
        'username',
        'Username must be 5-32 characters: latin letters, digits and _',
      ],
    ])('POST /admin/admins %j -> 422 on %s', async (body, field, message) => {
      const answer = await post('/admin/admins', body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(422)
      expect(answer.body.errors).toEqual({ [field]: [message] })
    })

    it('drops a leading @ from the username and stores an empty one as null', async () => {
      const at = await post('/admin/admins', { telegram_id: 880002, name: 'С собакой', username: ' @ivan_qa ' })
      expect(at.status, JSON.stringify(at.body)).toBe(201)
      expect(at.body.data.username).toBe('ivan_qa')
      const empty = await post('/admin/admins', { telegram_id: 880003, name: 'Без ника', username: '' })
      expect(empty.status, JSON.stringify(empty.body)).toBe(201)
      expect(empty.body.data.username).toBeNull()
    })
  })

  describe('references', () => {
    it('refuses ids of records that do not exist in this app key', async () => {
      const answer = await post('/admin/categories', {
        title: 'Ссылки',
        road_type: 'material',
        display_type: 'no_bg',
        material_ids: [987654],
      })
      expect(answer.status).toBe(422)
      expect(answer.body.errors.material_ids).toBeDefined()
    })
  })
}
