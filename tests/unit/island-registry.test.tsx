import { describe, expect, it } from 'vitest'
import { COUNTDOWN_KEYS } from '../../islands/countdown.island'
import { ISLANDS, PLAIN, type IslandName } from '../../islands/registry'
import { keyedByName } from '../../islands/registry-keys'
import { pick } from '../../locales'
import { Island } from '../../worker/render/island'

const files = import.meta.glob<{ default: unknown }>('/islands/*.island.tsx', { eager: true })
const nameOf = (file: string) => file.replace(/^\/islands\/(.+)\.island\.tsx$/, '$1')

describe('the island registry', () => {
  it('names every island file, and each name loads that file', async () => {
    expect(Object.keys(ISLANDS).sort()).toEqual(Object.keys(files).map(nameOf).sort())
    for (const name of Object.keys(ISLANDS) as IslandName[]) {
      expect((await ISLANDS[name]()).default, name).toBe(files[`/islands/${name}.island.tsx`]!.default)
    }
  })

  it('takes an island by its file alone: a new file in the folder is a new name, with no list to edit', () => {
    const glob = `Object.assign({"./countdown.island.tsx": () => import("./countdown.island.tsx"), "./price-alert.island.tsx": () => import("./price-alert.island.tsx")})`
    expect(keyedByName(glob)).toBe(`({"countdown": () => import("./countdown.island.tsx"), "price-alert": () => import("./price-alert.island.tsx")})`)
    expect(keyedByName(`{"./countdown.mount.ts":()=>import("./countdown.mount.ts")}`)).toBe(`{"countdown":()=>import("./countdown.mount.ts")}`)
  })

  it('brings to life without React only islands that have a file of their own', () => {
    const mounts = import.meta.glob('/islands/*.mount.ts')
    expect(Object.keys(PLAIN).sort()).toEqual(Object.keys(mounts).map((file) => file.replace(/^\/islands\/(.+)\.mount\.ts$/, '$1')).sort())
    expect(Object.keys(PLAIN)).toContain('countdown')
    for (const name of Object.keys(PLAIN)) expect(Object.keys(ISLANDS), name).toContain(name)
  })

  it('lets <Island> take only a registered name, its props and its texts (typecheck fails otherwise)', () => {
    const texts = pick('en-US', COUNTDOWN_KEYS)
    const checked = [
      <Island name="countdown" props={{ startAt: 0, endAt: 1, serverTime: 0, texts }} />,
      <Island name="app-login" when="load" props={{ back: '/m/' }} />,
      // @ts-expect-error no island has this name
      <Island name="count-down" props={{ startAt: 0, endAt: 1, serverTime: 0, texts }} />,
      // @ts-expect-error the countdown's start is a time in ms, not text
      <Island name="countdown" props={{ startAt: 'soon', endAt: 1, serverTime: 0, texts }} />,
      // @ts-expect-error the countdown needs its end
      <Island name="countdown" props={{ startAt: 0, serverTime: 0, texts }} />,
      // @ts-expect-error the app login takes no texts
      <Island name="app-login" props={{ back: '/m/', texts }} />,
      // @ts-expect-error texts without the keys the countdown lists
      <Island name="countdown" props={{ startAt: 0, endAt: 1, serverTime: 0, texts: pick('en-US', ['flash.endsIn']) }} />,
      // @ts-expect-error texts of another island
      <Island name="cart-badge" props={{ count: 1, texts }} />,
    ]
    expect(checked.every((element) => element.type === Island)).toBe(true)
  })
})
