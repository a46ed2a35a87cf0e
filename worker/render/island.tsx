import { createContext, createElement, useContext, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { Hydrated } from '../../islands/hydrated'
import { ATTR, ISLAND_TAG, serializeProps, type Trigger } from '../../islands/protocol'

type IslandModule = { default: ComponentType<any> }
const modules = import.meta.glob<IslandModule>('../../islands/*.island.tsx', { eager: true })
const components = new Map(
  Object.entries(modules).map(([path, mod]) => [path.replace(/^.*\/([\w-]+)\.island\.tsx$/, '$1'), mod.default]),
)

/** Per-render record of the islands a page used; the document emits its script only when non-empty. */
export type IslandRegistry = { count: number }
export const IslandRegistryContext = createContext<IslandRegistry>({ count: 0 })

type Props<P> = { name: string; when?: Trigger; props: P }

/**
 * Server side of an island: renders the component on its own (own `identifierPrefix`, so `useId` matches the
 * client's `hydrateRoot`) inside the marker element the browser entry looks for.
 */
export function Island<P extends Record<string, unknown>>({ name, when = 'visible', props }: Props<P>) {
  const registry = useContext(IslandRegistryContext)
  const component = components.get(name)
  if (!component) throw new Error(`Unknown island: ${name}`)
  const prefix = `i${registry.count++}-`
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
