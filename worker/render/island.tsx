import { createContext, createElement, useContext, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { Hydrated } from '../../islands/hydrated'
import { ATTR, ISLAND_TAG, serializeProps, type Trigger } from '../../islands/protocol'
import type { IslandName, IslandProps } from '../../islands/registry'

type IslandModule = { default: ComponentType<any> }
/** The modules of islands/registry.ts, rendered here on the server: islands/<name>.island.tsx. */
const modules = import.meta.glob<IslandModule>('../../islands/*.island.tsx', { eager: true })
const componentOf = (name: IslandName) => modules[`../../islands/${name}.island.tsx`]?.default

/**
 * Per-render record of the islands a page used; the document emits its script only when non-empty. `still`: the
 * shopper saves data, so islands render their plain HTML (which works without JavaScript) and are never hydrated.
 */
export type RenderedIslands = { count: number; still?: boolean; names?: Set<IslandName> }
export const RenderedIslandsContext = createContext<RenderedIslands>({ count: 0 })

/** `name` is one of islands/registry.ts; `props` are its component's, `texts` with every key the island lists. */
type Props<N extends IslandName> = { name: N; when?: Trigger; props: IslandProps<N> }

/**
 * Server side of an island: renders the component on its own (own `identifierPrefix`, so `useId` matches the
 * client's `hydrateRoot`) inside the marker element the browser entry looks for.
 */
export function Island<N extends IslandName>({ name, when = 'visible', props }: Props<N>) {
  const rendered = useContext(RenderedIslandsContext)
  const component = componentOf(name)
  if (!component) throw new Error(`Unknown island: ${name}`)
  if (rendered.still) return createElement(component, props)
  const prefix = `i${rendered.count++}-`
  rendered.names?.add(name)
  const data = serializeProps(props)
  const html = renderToString(createElement(Hydrated, null, createElement(component, props)), { identifierPrefix: prefix })
  return createElement(ISLAND_TAG, {
    [ATTR.name]: name,
    [ATTR.trigger]: when,
    [ATTR.props]: data,
    [ATTR.prefix]: prefix,
    style: { display: 'contents' },
    dangerouslySetInnerHTML: { __html: html },
  })
}
