import type { ComponentProps, ComponentType } from 'react'
import type { MessageKey } from '../locales'

/**
 * What each island file says of itself, under its name, in a `declare module './registry'` block beside its component:
 * the component, and the text keys it reads from its `texts` prop (when it has one). The name is the file's:
 * `countdown` is islands/countdown.island.tsx.
 */
export interface Islands {}

/** What one island declares. */
export type IslandDeclaration = { component: ComponentType<any>; texts?: readonly MessageKey[] }

export type IslandName = keyof Islands & string

type ComponentOf<N extends IslandName> = Islands[N] extends IslandDeclaration ? Islands[N]['component'] : never

/**
 * Every `*.island.tsx` of this folder, by name (registry-keys.ts keys the glob so): its chunk, which the browser entry
 * loads once the island's trigger fires (one chunk each); the server renders the same files.
 */
export const ISLANDS = import.meta.glob('./*.island.tsx') as {
  [N in IslandName]: () => Promise<{ default: ComponentOf<N> }>
}

/**
 * Islands the browser brings to life without React, each a `<name>.mount.ts` beside its `<name>.island.tsx`: the chunk
 * exports `mount(element, props)`, which takes over the island's server-rendered markup. A page whose islands are all
 * here loads no shared runtime.
 */
export const PLAIN = import.meta.glob('./*.mount.ts') as Partial<
  Record<IslandName, () => Promise<{ mount: (el: HTMLElement, props: never) => void }>>
>

type TextKeysOf<N extends IslandName> = Islands[N] extends { texts: infer K extends readonly MessageKey[] } ? K : never

type Holds<T extends true> = T
/** Every island with a `texts` prop declares its keys (typecheck fails here otherwise). */
export type EveryTextsPropListed = Holds<
  { [N in IslandName]: 'texts' extends keyof ComponentProps<ComponentOf<N>> ? ([TextKeysOf<N>] extends [never] ? N : never) : never }[IslandName] extends never
    ? true
    : false
>

/**
 * The props a page gives island `N`: its component's, with `texts` holding (at least) every key the island lists, as
 * `pick(language, KEYS)` gives them.
 */
export type IslandProps<N extends IslandName> = [TextKeysOf<N>] extends [never]
  ? ComponentProps<ComponentOf<N>>
  : Omit<ComponentProps<ComponentOf<N>>, 'texts'> & { texts: Record<TextKeysOf<N>[number], string> }
