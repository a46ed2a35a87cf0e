/** CSS of the catalogue's parts (search box, product grid, categories, activity cards), inlined on the pages using them. */
export const catalogStyles = `
.search{display:flex;gap:6px;margin:0 0 12px}
.search input{flex:1;min-inline-size:0}
.search .btn{border-radius:8px}
.grid{list-style:none;margin:0 0 10px;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px}
.pc a{display:flex;flex-direction:column;gap:2px;block-size:100%;padding:8px;border-radius:10px;background:#fff;text-decoration:none}
.pc .ph{inline-size:100%;margin-block-end:4px}
.pc img{display:block;inline-size:100%;block-size:auto;aspect-ratio:1;border-radius:8px;margin-block-end:4px}
.pn{font-size:14px;line-height:1.3;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;min-block-size:2.6em}
.pc .price{font-size:16px}
.rt{font-size:12px;color:var(--muted)}
.so{font-size:12px;font-weight:600;color:var(--bad)}
.cats{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
.cats a{display:flex;flex-direction:column;align-items:center;gap:4px;padding:8px 2px;border-radius:10px;background:#fff;text-decoration:none;font-size:12px;line-height:1.25;text-align:center;block-size:100%}
.strip{display:flex;gap:8px;overflow-x:auto;margin:0 -12px;padding:0 12px 4px}
.act{flex:1 0 min(300px,100%);min-inline-size:0;margin:0;display:flex;flex-direction:column;gap:8px}
.act ul{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:6px}
.act .price{font-size:13px}
.act li a{display:flex;flex-direction:column;align-items:center;gap:2px;text-decoration:none;font-size:13px}
.act img{border-radius:8px;background:var(--bg)}
.act .tickets{grid-template-columns:minmax(0,1fr)}
.tickets .price{font-size:14px}
.mine{display:inline-block;padding-block:4px;font-size:14px;font-weight:600;color:var(--brand)}
.act .tickets a{flex-direction:row;justify-content:space-between;gap:8px;padding:8px 10px;border-radius:8px;border:1px dashed var(--brand);background:var(--bg);background:color-mix(in srgb,var(--brand) 8%,#fff)}
.sorts{display:flex;gap:6px;overflow-x:auto;margin:0 0 10px}
.sorts a{white-space:nowrap;padding:6px 12px;border-radius:16px;background:#fff;text-decoration:none;font-size:13px}
.sorts a[aria-current=page]{background:var(--brand);color:var(--brand-ink)}
.sitelinks{display:flex;flex-wrap:wrap;justify-content:center;gap:0 16px;margin:8px 0 0}
.sitelinks a{color:var(--muted);font-size:13px;padding:6px 0}
.act-title{margin:0;font-size:16px}
.card>h2:first-child{margin-block-start:0}
.muted bdi{white-space:nowrap}
`.replace(/\n/g, '')

/** CSS of the product page's own parts (gallery, stock, specs, buy form): the listings do not carry it. */
export const productStyles = `
.gal{list-style:none;margin:0 -12px 10px;padding:0 12px;display:flex;gap:8px;overflow-x:auto;scroll-snap-type:x mandatory}
.gal li{flex:0 0 84%;max-inline-size:360px;scroll-snap-align:center}
.gal a{display:block;aspect-ratio:1;border-radius:10px;background:var(--line)}
.gal .ph{inline-size:100%;border-radius:10px;font-size:72px}
.gal img{display:block;inline-size:100%;block-size:auto;aspect-ratio:1;border-radius:10px}
.specs{display:grid;grid-template-columns:minmax(7em,auto) 1fr;gap:6px 12px;margin:0}
.specs dt{color:var(--muted)}
.specs dd{margin:0}
.buy .row{justify-content:stretch;position:fixed;z-index:3;inset-inline:0;inset-block-end:0;margin:0;padding:6px 12px;background:#fff;box-shadow:0 -1px 4px rgba(0,0,0,.12)}
.buy .btn{flex:1;min-block-size:44px;padding-inline:8px}
.step{display:grid;justify-items:center;font-size:11px;color:var(--muted)}
.step input{inline-size:3em;padding:6px 2px;text-align:center}
.ok{color:var(--ok);font-weight:600}
.low{color:#b45309;font-weight:600}
.name{font-size:18px;font-weight:700;margin:0}
`.replace(/\n/g, '')
