/**
 * Critical CSS, inlined in every page (no render-blocking request). Logical properties only, so RTL mirrors. Brand tints
 * are `color-mix` with a plain fallback first (a browser without it drops the second declaration).
 */
export const styles = `
:root{--ink:#1f2329;--muted:#5f6670;--line:#e3e5e9;--bg:#f5f6f8;--ok:#15803d;--bad:#b91c1c;color-scheme:light}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);background:var(--bg);-webkit-text-size-adjust:100%}
a{color:inherit}
m-island{display:contents}
.bar{position:sticky;inset-block-start:0;z-index:2;display:flex;align-items:center;gap:8px;min-block-size:48px;padding-inline:8px;background:var(--brand);color:var(--brand-ink)}
.bar h1{flex:1;margin:0;font-size:17px;font-weight:600;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.back,.cart{display:inline-flex;align-items:center;justify-content:center;min-inline-size:40px;min-block-size:40px;text-decoration:none;position:relative}
[dir=rtl] .back svg{transform:scaleX(-1)}
.badge{position:absolute;inset-block-start:2px;inset-inline-end:0;min-inline-size:18px;padding-inline:4px;border-radius:9px;background:#fff;color:var(--brand);font-size:11px;font-weight:700;line-height:18px;text-align:center}
main{display:block;padding:12px;padding-block-end:calc(12px + var(--dock,0px));min-block-size:calc(100vh - 48px)}
h2{font-size:17px;margin:16px 0 8px}
.sr-only{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.card{background:#fff;border-radius:10px;padding:12px;margin:0 0 10px}
.btn{display:inline-block;border:0;border-radius:18px;padding:8px 16px;background:var(--brand);color:var(--brand-ink);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn[disabled],.btn[aria-disabled=true]{background:#e5e7eb;color:#4b5563;cursor:not-allowed}
.btn.wide{display:block;inline-size:100%;text-align:center}
.muted{color:var(--muted);font-size:13px}
.tabs{display:flex;gap:6px;margin-block-end:10px;overflow-x:auto}
.tab{flex:1 0 auto;min-inline-size:96px;padding:8px;border-radius:8px;background:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;white-space:nowrap;text-decoration:none}
.tab b{display:block;font-size:15px}
.tab[aria-current=page]{background:var(--brand);color:var(--brand-ink)}
.tab[aria-current=page] .muted{color:inherit}
.clock{display:flex;gap:8px;align-items:baseline;justify-content:space-between;flex-wrap:wrap}
.headline{flex-basis:100%;margin:0;font-size:22px;line-height:1.3;font-weight:700;color:var(--brand)}
.headline time{font-size:15px;font-weight:500;color:var(--muted)}
.remaining{font-weight:600}
.remaining b{font-variant-numeric:tabular-nums;color:var(--brand)}
.item{display:flex;gap:12px}
.item img{inline-size:96px;block-size:96px;border-radius:8px;background:var(--bg);flex:none}
.item .info{flex:1;min-inline-size:0;display:flex;flex-direction:column;gap:4px}
.item h2{margin:0;font-size:15px;font-weight:500}
.prices{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 8px}
.off{font-size:12px;font-weight:600;color:var(--brand);background:var(--bg);background:color-mix(in srgb,var(--brand) 8%,#fff);border-radius:4px;padding:0 4px}
.price{color:var(--brand);font-weight:700;font-size:17px}
.was{color:var(--muted);text-decoration:line-through;font-size:12px}
.progress{block-size:6px;border-radius:3px;background:var(--line);overflow:hidden}
.progress i{display:block;block-size:100%;background:var(--brand);border-radius:3px}
.row{display:flex;align-items:center;justify-content:space-between;gap:8px}
.row.end{justify-content:flex-end}
.stats{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 8px}
.qty{display:inline-flex;align-items:center;gap:4px}
.qty button{min-inline-size:36px;min-block-size:36px;border:1px solid var(--line);border-radius:8px;background:#fff;color:var(--ink);font:inherit;font-size:18px;cursor:pointer}
.qty output{min-inline-size:32px;text-align:center;font-variant-numeric:tabular-nums}
.pick{display:inline-flex;align-items:center;gap:6px;min-block-size:36px;padding:0;border:0;background:none;color:inherit;font:inherit;cursor:pointer}
.box{display:inline-grid;place-items:center;inline-size:20px;block-size:20px;border:2px solid var(--muted);border-radius:4px;color:var(--brand-ink);font-size:13px}
[aria-pressed=true] .box{background:var(--brand);border-color:var(--brand)}
.sum{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:0}
.sum dd{margin:0;text-align:end}
.sum .grand{font-weight:700}
.timeline{margin:0;padding-inline-start:14px;border-inline-start:2px solid var(--line);list-style:none;display:flex;flex-direction:column;gap:8px}
.status{font-weight:600;color:var(--brand)}
.problem{margin:0;color:var(--bad);font-size:13px}
.choice{flex-direction:row;align-items:flex-start;gap:8px}
.choice input{margin-block-start:3px;flex:none}
select,textarea{font:inherit;padding:10px;border:1px solid var(--line);border-radius:8px;background:#fff;color:var(--ink)}
fieldset{display:flex;flex-direction:column;gap:10px;min-inline-size:0;margin:0;padding:0;border:0}
legend{padding:0;margin-block-end:6px;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:8px}
.btn.plain{background:#fff;color:var(--brand);box-shadow:inset 0 0 0 1px var(--brand)}
.link{text-decoration:none}
.chevron{font-size:20px}
[dir=rtl] .chevron{transform:scaleX(-1)}
.note{margin:0;padding:8px 10px;border-radius:8px;background:var(--bg);background:color-mix(in srgb,var(--brand) 8%,#fff);color:var(--ink)}
.empty{text-align:center;padding:40px 16px;color:var(--muted)}
.stack{display:flex;flex-direction:column;gap:12px}
.stack>h2,.stack>p{margin:0}
.secondary{align-self:center;padding:8px 12px}
label{display:flex;flex-direction:column;gap:4px;font-size:14px}
input{font:inherit;padding:10px;border:1px solid var(--line);border-radius:8px;background:#fff}
.err{color:var(--bad);font-size:13px}
label.check{flex-direction:row;align-items:flex-start;gap:8px}
.check input{inline-size:22px;block-size:22px;margin:0;flex:none}
.links{display:flex;flex-wrap:wrap;justify-content:center;gap:4px 16px;margin:0;font-size:14px}
.links a{display:inline-block;padding-block:4px}
.langs{display:flex;flex-wrap:wrap;gap:6px}
.langs a{padding:4px 10px;border-radius:14px;background:#fff;text-decoration:none;font-size:13px}
.langs a[aria-current=true]{background:var(--brand);color:var(--brand-ink)}
.toasts{position:fixed;inset-inline:0;inset-block-end:calc(var(--dock,0px) + 16px);display:flex;flex-direction:column;align-items:center;gap:8px;pointer-events:none;z-index:9}
.toast{max-inline-size:80%;padding:10px 16px;border-radius:8px;background:rgba(0,0,0,.78);color:#fff;text-align:center}
.toast.small{font-size:13px;padding:8px 12px}
.toast.mini{font-size:12px;padding:6px 10px}
.toast.success{border-inline-start:4px solid var(--ok)}
.toast.fail{border-inline-start:4px solid var(--bad)}
.toast.warning{border-inline-start:4px solid #f59e0b}
.notices{margin:0 0 10px}
.toast.notice{max-inline-size:none;text-align:start}
.big{font-size:40px;text-align:center;margin:24px 0 8px}
.brand{display:flex;align-items:center;gap:10px}
.logo{inline-size:36px;block-size:36px;border-radius:9px;background:var(--brand) var(--logo) center/contain no-repeat;flex:none}
.legal h2{font-size:16px;margin:16px 0 6px}
.legal p{margin:0 0 8px}
.brand h2{margin:0}
.legal .brand{margin-block-end:8px}
.foot{padding:16px 12px 24px;text-align:center}
.foot a{color:var(--muted);font-size:13px}
.ph{display:flex;align-items:center;justify-content:center;flex:none;inline-size:var(--s);max-inline-size:100%;aspect-ratio:1;border-radius:8px;color:#fff;font-weight:700;font-size:calc(var(--s) / 3)}
.item .ph{inline-size:96px;font-size:32px}
.saver{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 0 10px;font-size:13px}
.saver form{margin:0}
.saver button{min-block-size:44px;padding:0 8px;border:0;background:none;color:inherit;text-decoration:underline;font:inherit;font-weight:600;cursor:pointer}
`.replace(/\n/g, '')
