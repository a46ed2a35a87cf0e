import type { ReactNode } from 'react'
import { htmlLang, isRightToLeft } from '../context/language'
import type { RequestContext } from '../env'
import { styles } from './styles'

/** `<html>` with the request's language and direction, the inline critical CSS and the page title. */
export function Document({ ctx, title, children }: { ctx: RequestContext; title: string; children: ReactNode }) {
  return (
    <html lang={htmlLang(ctx.language)} dir={isRightToLeft(ctx.language) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover" />
        <meta name="theme-color" content="#f25c05" />
        <link rel="icon" href="data:," />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: styles }} />
      </head>
      <body>{children}</body>
    </html>
  )
}
