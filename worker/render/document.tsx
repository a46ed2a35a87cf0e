import type { ReactNode } from 'react'
import { htmlLang, isRightToLeft } from '../context/language'
import type { RequestContext } from '../env'
import type { Brand } from './brands'
import { InstallLinks } from './install-links'
import { styles } from './styles'

/** `<html>` with the request's language and direction, the inline critical CSS (and the page's own), the title and the description. */
export function Document({ ctx, title, description, brand, styles: extra = '', children }: {
  ctx: RequestContext
  title: string
  description: string
  brand: Brand
  styles?: string
  children: ReactNode
}) {
  return (
    <html lang={htmlLang(ctx.language)} dir={isRightToLeft(ctx.language) ? 'rtl' : 'ltr'} data-brand={brand.key}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover" />
        <meta name="theme-color" content={brand.primary} />
        <link rel="icon" href={brand.logo} />
        <InstallLinks ctx={ctx} brand={brand} />
        <meta name="description" content={description} />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: `:root{${brand.css}}${styles}${extra}` }} />
      </head>
      <body>{children}</body>
    </html>
  )
}
