interface ImportMetaEnv {
  /** The browser entry's URL, defined per command in vite.config.ts. */
  readonly CLIENT_ENTRY?: string
}
