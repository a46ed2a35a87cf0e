/** CSS of coupon cards and the free-delivery note, inlined on the pages showing them. */
export const couponStyles = `
.cpns{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}
.cpn{display:flex;margin:0;background:#fff;border-radius:10px;overflow:hidden}
.cpn .val{flex:0 0 36%;margin:0;display:flex;align-items:center;justify-content:center;padding:12px 6px;background:var(--brand);color:var(--brand-ink);font-size:17px;font-weight:700;line-height:1.25;text-align:center;border-inline-end:2px dashed #fff}
.cpn.dim .val{background:#5f6670;color:#fff}
.cpn .body{flex:1;min-inline-size:0;display:flex;flex-direction:column;gap:6px;padding:10px 12px}
.cpn ul{margin:0;padding:0;list-style:none;font-size:13px;display:flex;flex-direction:column;gap:2px}
.cpn-foot{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:6px 8px}
.tag{font-size:13px;font-weight:600;color:var(--brand)}
.dim .tag{color:var(--muted)}
.keep{flex:none;white-space:nowrap}
.free{display:flex;flex-direction:column;gap:6px}
.free .ok{margin:0;color:var(--ok);font-weight:600}
`.replace(/\n/g, '')
