/** Flags for Debian's Chromium on these machines (docs: DESIGN.md, section 9); shared by the e2e tests and Lighthouse. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
