import { it } from 'vitest'
import { send, tokenFor } from './helpers'
async function gz(text: string) { const s = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip')); return (await new Response(s).arrayBuffer()).byteLength }
it('dump', async () => {
  const token = await tokenFor('amina')
  const html = await (await send('/m/', { headers: { cookie: `key=${token}; countryId=7; jde-lang=my` } })).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
  const scripts = [...html.matchAll(/<script[\s\S]*?<\/script>/g)].map((m) => m[0])
  console.log('total', html.length, await gz(html), 'head', head.length, await gz(head), 'style', style.length, await gz(style), 'scripts', scripts.map((s) => s.length).join(','))
  console.log(head.replace(style, '[style]').slice(0, 3000))
})
