import type { Plugin } from 'vite'

/** A key of islands/registry.ts's globs: `"./countdown.island.tsx":`, `"./countdown.mount.ts":`. */
const FILE_KEY = /(["'])\.\/([\w-]+)\.(?:island\.tsx|mount\.ts)\1(?=\s*:)/g

/** A glob of one pattern comes out as `Object.assign({…})`, which only returns its one object. */
const GLOB_COPY = /Object\.assign\(\{/g

/**
 * The globs' keys as island names, the file's name before `.island.tsx` or `.mount.ts` (`"countdown":`), and each
 * glob's object without the call around it.
 */
export function keyedByName(code: string): string {
  return code.replace(FILE_KEY, '"$2"').replace(GLOB_COPY, '({')
}

/**
 * Keys islands/registry.ts's globs by island name when it is built, served or tested, so the browser entry carries
 * no file names (and needs no code to strip them).
 */
export function registryKeys(): Plugin {
  return {
    name: 'island-registry-keys',
    enforce: 'post',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').replace(/\?.*$/, '').endsWith('/islands/registry.ts')) return
      return { code: keyedByName(code), map: null }
    },
  }
}
