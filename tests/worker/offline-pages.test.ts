import { describe, expect, it } from 'vitest'
import { PERSONAL_HEADER } from '../../islands/offline/requests'
import { OFFLINE_TIME, SAVED_LIST_ID, savedAtTemplate } from '../../islands/offline/saved-pages'
import { send, tokenFor } from './helpers'
import { select } from './html'

describe('the offline page', () => {
  it.each([
    ['en-US', 'You are offline', 'Offline — saved at {time}'],
    ['ar', 'أنت غير متصل بالإنترنت', 'غير متصل — حُفظت في {time}'],
    ['fr-FR', 'Vous êtes hors ligne', 'Hors ligne — enregistrée à {time}'],
  ])('%s: opens for anyone, with an empty list for the service worker and the line\'s template', async (language, heading, line) => {
    const response = await send('/m/offline', { headers: { cookie: `countryId=7; jde-lang=${language}` } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect((await select(html, 'h2'))?.text).toBe(heading)
    expect(html).toContain(`<ul id="${SAVED_LIST_ID}" class="saved" aria-labelledby="saved-intro" data-saved-at="`)
    expect(savedAtTemplate(html)).toBe(line)
    expect(line).toContain(OFFLINE_TIME)
    expect((await select(html, 'a.btn'))?.attrs.href).toBe('')
  })
})

describe('pages rendered for a session are marked personal', () => {
  it('with a digest of the session that tells sessions apart and never shows the token; guest pages are unmarked', async () => {
    const [amina, kwame] = [await tokenFor('amina'), await tokenFor('kwame')]
    const marks: (string | null)[] = []
    for (const [path, token] of [['/m/cart', amina], ['/m/user', amina], ['/m/search?q=phone', amina], ['/m/cart', kwame], ['/m/404', amina]] as const) {
      const response = await send(path, { headers: { cookie: `countryId=7; key=${token}` } })
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      marks.push(response.headers.get(PERSONAL_HEADER))
    }
    for (const mark of marks) expect(mark).toMatch(/^[0-9a-f]{16}$/)
    expect(new Set([marks[0], marks[1], marks[2], marks[4]]).size).toBe(1)
    expect(marks[3]).not.toBe(marks[0])
    expect(amina).not.toContain(marks[0]!)

    for (const path of ['/m/', '/m/search?q=phone', '/m/offline']) {
      const guest = await send(path, { headers: { cookie: 'countryId=7' } })
      expect(guest.status).toBe(200)
      expect(guest.headers.get(PERSONAL_HEADER), path).toBeNull()
    }
    // Island calls are never marked: the worker never saves them.
    const api = await send('/m/api/user/info', { headers: { cookie: `countryId=7; key=${amina}` } })
    expect(api.headers.get(PERSONAL_HEADER)).toBeNull()
  })
})
