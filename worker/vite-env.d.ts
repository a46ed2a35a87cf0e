interface ImportMetaEnv {
  /** The browser entry's URL, defined per command in vite.config.ts. */
  readonly CLIENT_ENTRY?: string
  /** The built worker reads its texts from its static assets (locales/index.ts). */
  readonly TEXTS_FROM_ASSETS?: boolean
}
