/**
 * Flat product illustrations (96 × 96 SVG, a few hundred bytes each), drawn from a model's `art` entry in
 * scripts/catalog-data.mjs: `kind` picks the drawing, `c` gives its three colours.
 */

export const BACKGROUNDS = {
  phones: '#eef3fb',
  accessories: '#f1f5f4',
  audio: '#f3effb',
  wearables: '#eefaf3',
  computing: '#eef6fb',
  home: '#fbf5ec',
  fashion: '#fbeef3',
  beauty: '#fbf2ec',
}

const svg = (background, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${background}"/>${body}</svg>\n`

const shadow = (y = 88, rx = 26) => `<ellipse cx="48" cy="${y}" rx="${rx}" ry="3" fill="#000" opacity=".08"/>`

const hills = (x, y, w, h, fill) =>
  `<path d="M${x} ${y + h * 0.55}l${w * 0.3} -${h * 0.22} ${w * 0.22} ${h * 0.14} ${w * 0.2} -${h * 0.12} ${w * 0.28} ${h * 0.16}V${y + h}H${x}z" fill="${fill}"/>`

const lens = (cx, cy, r) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b1220" stroke="#94a3b8" stroke-width="1.2"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#cbd5e1"/>`

const round1 = (value) => Math.round(value * 10) / 10

/**
 * What tells one phone from another, read from its data: the lenses counted in the rear camera spec, the camera
 * module's shape (`art.camera`: square, column, ring, pill) and place (`art.place`: left or centre), the body's
 * height from the screen size, its thickness from the price (cheaper phones are thicker) and the front camera's
 * notch (a waterdrop under $100, a punch hole above).
 */
export function phoneLook({ art, specs, usd }) {
  const rear = (specs.camera ?? '').split(',')[0]
  const lenses = /triple/i.test(rear) ? 3 : /quad/i.test(rear) ? 4 : rear.split('+').length
  const inches = Number.parseFloat(specs.screen) || 6.5
  return {
    lenses,
    module: art.camera,
    centre: art.place === 'centre',
    height: round1(60 + (inches - 6.4) * 40),
    thickness: round1(11 - usd / 60),
    notch: usd < 100 ? 'drop' : 'hole',
  }
}

/** Lens centres, relative to the module's top-left corner, and the module's size. */
function lensLayout(module, lenses) {
  const r = lenses > 2 ? 2.8 : 3.3
  if (module === 'column') return { r, w: 10, h: 9 * lenses + 1, at: Array.from({ length: lenses }, (_, i) => [5, 5 + i * 9]) }
  if (module === 'ring') {
    const at = lenses === 1 ? [[11, 11]] : lenses === 2 ? [[6.5, 11], [15.5, 11]] : [[6.5, 8], [15.5, 8], [11, 16], [11, 16]].slice(0, lenses)
    return { r, w: 22, h: 22, at, round: true }
  }
  if (module === 'pill') return { r, w: 11, h: 9 * lenses + 4, at: Array.from({ length: lenses }, (_, i) => [5.5, 6.5 + i * 9]) }
  if (lenses <= 2) return { r, w: 14, h: 9 * lenses + 5, at: Array.from({ length: lenses }, (_, i) => [7, 7 + i * 9]) }
  return { r, w: 20, h: 20, at: [[6, 6], [6, 14], [14, 14], [14, 6]].slice(0, lenses) }
}

/** A phone's back at (x, y), w wide: body, camera module with its lenses and flash, a stripe in the accent colour. */
function phoneBackAt(x, y, w, look, [body, , accent]) {
  const { r, w: mw, h: mh, at, round } = lensLayout(look.module, look.lenses)
  const mx = look.centre ? x + (w - mw) / 2 : x + 4
  const my = y + 5
  const plate = look.module === 'column' ? '' : round
    ? `<circle cx="${mx + mw / 2}" cy="${my + mh / 2}" r="${mw / 2}" fill="#000" opacity=".35"/>`
    : `<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="${Math.min(mw, mh) / 2.6}" fill="#000" opacity=".35"/>`
  const flash = look.centre ? [mx + mw + 4, my + 4] : [mx + mw + 3.5, my + 4]
  return `<rect x="${x}" y="${y}" width="${w}" height="${look.height}" rx="6" fill="${body}" stroke="#0f172a" stroke-opacity=".25"/>${plate}${at.map(([cx, cy]) => lens(mx + cx, my + cy, r)).join('')}<circle cx="${flash[0]}" cy="${flash[1]}" r="1.5" fill="#fef9c3"/><rect x="${x + w / 2 - 6}" y="${round1(y + look.height - 10)}" width="12" height="2.6" rx="1.3" fill="${accent}"/>`
}

/** A phone's front at (x, y): the screen, its wallpaper, and the front camera's notch. */
function phoneFrontAt(x, y, w, look, [body, screen, accent]) {
  const camera = look.notch === 'drop'
    ? `<path d="M${x + w / 2 - 4} ${y + 2}h8a4 4 0 0 1-8 0z" fill="${body}"/>`
    : `<circle cx="${x + w / 2}" cy="${y + 5}" r="1.5" fill="#0b1220"/>`
  return `<rect x="${x}" y="${y}" width="${w}" height="${look.height}" rx="6" fill="${body}" stroke="#0f172a" stroke-opacity=".25"/><rect x="${x + 2}" y="${y + 2}" width="${w - 4}" height="${round1(look.height - 4)}" rx="4" fill="${screen}"/>${hills(x + 2, round1(y + look.height * 0.5), w - 4, round1(look.height * 0.5 - 2), accent)}${camera}`
}

const topOf = (look) => round1(48 - look.height / 2)

/** The main picture: the front, and the back in front of it showing the camera. */
function phoneFront(art, look) {
  const y = topOf(look)
  return `${shadow(88, 34)}${phoneFrontAt(14, y - 2, 34, look, art.c)}${phoneBackAt(44, y + 2, 36, look, art.c)}`
}

function phoneBack(art, look) {
  return `${shadow()}${phoneBackAt(29, topOf(look), 38, look, art.c)}`
}

/** The side: the body as thick as the phone, the camera module standing out as tall as it is, the buttons. */
function phoneSide({ c: [body, , accent] }, look) {
  const y = topOf(look)
  const t = look.thickness
  const x = round1(48 - t / 2)
  const { h } = lensLayout(look.module, look.lenses)
  return `${shadow(88, 12)}<rect x="${x}" y="${y}" width="${t}" height="${look.height}" rx="3" fill="${body}" stroke="#0f172a" stroke-opacity=".25"/><rect x="${round1(x - 1.8)}" y="${y + 5}" width="2" height="${h}" rx="1" fill="#0b1220" opacity=".6"/><rect x="${round1(x + t)}" y="${y + 16}" width="2.5" height="12" rx="1" fill="${accent}"/><rect x="${round1(x + t)}" y="${y + 32}" width="2.5" height="7" rx="1" fill="${body}" stroke="#0f172a" stroke-opacity=".3"/><rect x="${round1(48 - 2)}" y="${round1(y + look.height - 3)}" width="4" height="1.5" rx=".7" fill="#0b1220"/>`
}

function featureFront({ c: [body, screen, keys] }) {
  let pad = ''
  for (let row = 0; row < 4; row++) for (let col = 0; col < 3; col++) pad += `<rect x="${36 + col * 8.5}" y="${50 + row * 8}" width="7" height="5.5" rx="2" fill="${keys}"/>`
  return `${shadow()}<rect x="32" y="10" width="32" height="76" rx="9" fill="${body}"/><rect x="36" y="16" width="24" height="22" rx="2" fill="${screen}"/>${hills(36, 24, 24, 14, '#0284c7')}<rect x="38" y="41" width="20" height="6" rx="3" fill="${keys}"/>${pad}`
}

function featureBack({ c: [body, , keys] }) {
  let grill = ''
  for (let i = 0; i < 4; i++) grill += `<rect x="40" y="${62 + i * 4}" width="16" height="1.6" rx=".8" fill="${keys}"/>`
  return `${shadow()}<rect x="32" y="10" width="32" height="76" rx="9" fill="${body}"/>${lens(48, 22, 3.6)}<circle cx="55" cy="22" r="1.6" fill="#fef9c3"/><rect x="36" y="34" width="24" height="22" rx="3" fill="#000" opacity=".2"/>${grill}`
}

function featureSide({ c: [body, , keys] }) {
  return `${shadow(88, 12)}<rect x="42" y="10" width="12" height="76" rx="5" fill="${body}"/><rect x="54" y="30" width="2.5" height="10" rx="1" fill="${keys}"/><rect x="44" y="12" width="2" height="72" rx="1" fill="#fff" opacity=".2"/><circle cx="48" cy="83" r="1.3" fill="#0b1220"/>`
}

function tablet({ c: [body, screen, accent] }) {
  return `${shadow(84, 38)}<rect x="10" y="22" width="76" height="56" rx="6" fill="${body}"/><rect x="14" y="26" width="68" height="48" rx="3" fill="${screen}"/>${hills(14, 46, 68, 28, accent)}<circle cx="66" cy="36" r="5" fill="#fff" opacity=".75"/><circle cx="48" cy="24" r="1" fill="#0b1220"/>`
}

function laptop({ c: [body, screen, dark] }) {
  return `${shadow(80, 40)}<rect x="18" y="18" width="60" height="42" rx="3" fill="${body}"/><rect x="21" y="21" width="54" height="35" rx="1" fill="${screen}"/>${hills(21, 36, 54, 20, '#0284c7')}<path d="M8 62h80l-5 12H13z" fill="${body}"/><path d="M8 62h80v2H8z" fill="${dark}" opacity=".5"/><rect x="40" y="67" width="16" height="4" rx="1.5" fill="${dark}" opacity=".35"/>`
}

function earbuds({ c: [shell, light, dark], stems }) {
  if (stems) {
    return `${shadow(86, 30)}<ellipse cx="48" cy="68" rx="24" ry="16" fill="${shell}" stroke="${dark}" stroke-width="2"/><path d="M25 64h46" stroke="${dark}" stroke-width="2"/><rect x="44" y="74" width="8" height="3" rx="1.5" fill="${light}"/><g fill="${shell}" stroke="${dark}" stroke-width="2"><circle cx="33" cy="22" r="8"/><circle cx="63" cy="22" r="8"/><rect x="29" y="26" width="7" height="22" rx="3.5"/><rect x="60" y="26" width="7" height="22" rx="3.5"/></g><circle cx="30" cy="20" r="3" fill="${light}"/><circle cx="66" cy="20" r="3" fill="${light}"/>`
  }
  return `${shadow(86, 30)}<rect x="22" y="50" width="52" height="32" rx="16" fill="${shell}" stroke="${dark}" stroke-width="2"/><path d="M23 64h50" stroke="${dark}" stroke-width="2"/><circle cx="48" cy="72" r="2" fill="${light}"/><g fill="${shell}" stroke="${dark}" stroke-width="2"><path d="M30 16a9 9 0 1 1 0 18h-2v14a3 3 0 0 1-6 0V25a9 9 0 0 1 8-9z"/><path d="M66 16a9 9 0 1 0 0 18h2v14a3 3 0 0 0 6 0V25a9 9 0 0 0-8-9z"/></g><circle cx="31" cy="25" r="3" fill="${light}"/><circle cx="65" cy="25" r="3" fill="${light}"/>`
}

function headphones({ c: [band, cushion, dark] }) {
  return `${shadow(86, 30)}<path d="M22 60V46a26 26 0 0 1 52 0v14" fill="none" stroke="${band}" stroke-width="7" stroke-linecap="round"/><rect x="14" y="50" width="18" height="30" rx="8" fill="${band}"/><rect x="64" y="50" width="18" height="30" rx="8" fill="${band}"/><rect x="28" y="54" width="6" height="22" rx="3" fill="${cushion}"/><rect x="62" y="54" width="6" height="22" rx="3" fill="${cushion}"/><circle cx="23" cy="65" r="3" fill="${dark}"/>`
}

function earphones({ c: [bud, cable, accent] }) {
  return `<path d="M34 34c0 22 14 20 14 34M62 34c0 22-14 20-14 34v14" fill="none" stroke="${cable}" stroke-width="2"/><circle cx="34" cy="28" r="8" fill="${bud}" stroke="${cable}" stroke-width="2"/><circle cx="62" cy="28" r="8" fill="${bud}" stroke="${cable}" stroke-width="2"/><circle cx="34" cy="28" r="3" fill="${accent}"/><circle cx="62" cy="28" r="3" fill="${accent}"/><rect x="45" y="58" width="6" height="10" rx="2" fill="${bud}" stroke="${cable}" stroke-width="1.5"/><rect x="46" y="82" width="4" height="8" rx="1" fill="#94a3b8"/>`
}

function partySpeaker({ c: [box, light, ring] }) {
  return `${shadow(90, 26)}<rect x="26" y="8" width="44" height="80" rx="7" fill="${box}"/><circle cx="48" cy="30" r="13" fill="${ring}"/><circle cx="48" cy="30" r="10" fill="#111827" stroke="${light}" stroke-width="2"/><circle cx="48" cy="30" r="3.5" fill="${ring}"/><circle cx="48" cy="64" r="16" fill="${ring}"/><circle cx="48" cy="64" r="12.5" fill="#111827" stroke="${light}" stroke-width="2.5"/><circle cx="48" cy="64" r="4.5" fill="${ring}"/><rect x="34" y="12" width="28" height="3" rx="1.5" fill="${light}"/>`
}

function radio({ c: [body, dial, panel] }) {
  return `${shadow(84, 36)}<defs><pattern id="g" width="5" height="5" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2.5" r="1.3" fill="#0b1220"/></pattern></defs><path d="M66 34L76 10" stroke="#64748b" stroke-width="2" stroke-linecap="round"/><rect x="22" y="26" width="44" height="10" rx="2" fill="#1e3a8a"/><path d="M33 26v10M44 26v10M55 26v10M22 31h44" stroke="${panel}"/><rect x="14" y="36" width="68" height="44" rx="7" fill="${body}"/><circle cx="33.5" cy="57.5" r="13" fill="#0b1220" opacity=".25"/><rect x="23.5" y="47.5" width="20" height="20" fill="url(#g)"/><rect x="54" y="46" width="20" height="9" rx="2" fill="${dial}"/><path d="M58 46v9M63 46v9M68 46v9" stroke="${body}" stroke-width=".8"/><circle cx="58" cy="67" r="4" fill="${dial}"/><circle cx="70" cy="67" r="4" fill="${dial}"/>`
}

function band({ c: [strap, accent, dark] }) {
  return `${shadow(90, 12)}<rect x="38" y="6" width="20" height="84" rx="10" fill="${strap}"/><circle cx="48" cy="78" r="1.5" fill="${dark}"/><circle cx="48" cy="72" r="1.5" fill="${dark}"/><rect x="39.5" y="28" width="17" height="40" rx="8" fill="${dark}"/><rect x="41.5" y="31" width="13" height="34" rx="6" fill="#0b1220"/><path d="M44 42h8M44 47h6" stroke="${accent}" stroke-width="2.4" stroke-linecap="round"/><path d="M44 55h4" stroke="#e5e7eb" stroke-width="2" stroke-linecap="round"/>`
}

function watch({ c: [strap, accent, bezel], round }) {
  const face = round
    ? `<circle cx="48" cy="48" r="20" fill="${bezel}"/><circle cx="48" cy="48" r="16.5" fill="#0b1220"/><path d="M48 33a15 15 0 1 1-14 9" fill="none" stroke="${accent}" stroke-width="2.5" stroke-linecap="round"/>`
    : `<rect x="30" y="28" width="36" height="40" rx="9" fill="${bezel}"/><rect x="33" y="31" width="30" height="34" rx="6" fill="#0b1220"/><circle cx="48" cy="44" r="6" fill="none" stroke="${accent}" stroke-width="2.5"/><circle cx="48" cy="44" r="1.5" fill="${accent}"/>`
  return `${shadow(90, 14)}<rect x="37" y="6" width="22" height="28" rx="5" fill="${strap}"/><rect x="37" y="62" width="22" height="28" rx="5" fill="${strap}"/>${face}<path d="M41 52h14M43 56h10" stroke="#e5e7eb" stroke-width="1.6" stroke-linecap="round"/><rect x="67" y="44" width="3" height="8" rx="1.5" fill="${bezel}"/>`
}

function analogue({ c: [steel, dial, hands] }) {
  return `${shadow(92, 14)}<rect x="37" y="4" width="22" height="30" rx="3" fill="${steel}"/><rect x="37" y="62" width="22" height="30" rx="3" fill="${steel}"/><path d="M38 9h20M38 15h20M38 21h20M38 27h20M38 67h20M38 73h20M38 79h20M38 85h20" stroke="#6b7280" stroke-width=".8"/><circle cx="48" cy="48" r="21" fill="${steel}" stroke="#4b5563" stroke-width="1.5"/><circle cx="48" cy="48" r="17" fill="${dial}"/><circle cx="48" cy="48" r="14" fill="none" stroke="${hands}" stroke-width="2" stroke-dasharray="1 6.33" transform="rotate(-2 48 48)"/><path d="M48 48V36M48 48l8 5" stroke="${hands}" stroke-width="2" stroke-linecap="round"/><rect x="57" y="46" width="5" height="4" fill="${hands}"/><circle cx="48" cy="48" r="1.6" fill="${hands}"/><rect x="69" y="45" width="3" height="6" rx="1" fill="${steel}"/>`
}

function powerBank({ c: [body, panel, light], solar }) {
  const face = solar
    ? `<rect x="29" y="20" width="38" height="44" rx="2" fill="${panel}"/><path d="M41.7 20v44M54.3 20v44M29 31h38M29 42h38M29 53h38" stroke="${light}" stroke-width=".8" opacity=".7"/><circle cx="48" cy="74" r="4" fill="${light}"/><circle cx="48" cy="74" r="2" fill="#fde047"/>`
    : `<rect x="30" y="22" width="36" height="6" rx="3" fill="${panel}" opacity=".8"/><circle cx="39" cy="70" r="2" fill="${light}"/><circle cx="45" cy="70" r="2" fill="${light}"/><circle cx="51" cy="70" r="2" fill="${light}"/><circle cx="57" cy="70" r="2" fill="${panel}" opacity=".4"/>`
  return `${shadow(90, 26)}<rect x="24" y="12" width="48" height="74" rx="9" fill="${body}" stroke="#0f172a" stroke-opacity=".2"/>${face}<rect x="36" y="84" width="8" height="3" rx="1" fill="#334155"/><rect x="50" y="84" width="6" height="3" rx="1.5" fill="#334155"/>`
}

function cable({ c: [cord, plug, light] }) {
  return `<path d="M22 30c0-12 20-12 20 0s-20 12-20 24 20 12 20 0-20-12-20-24" fill="none" stroke="${cord}" stroke-width="4" transform="translate(14 6)"/><path d="M36 66c0 8 6 12 14 12h10" fill="none" stroke="${cord}" stroke-width="4"/><rect x="58" y="73" width="14" height="10" rx="2" fill="${plug}"/><rect x="72" y="75" width="8" height="6" rx="2" fill="#cbd5e1"/><path d="M36 20V8" stroke="${cord}" stroke-width="4"/><rect x="31" y="4" width="10" height="10" rx="2" fill="${plug}"/><rect x="33" y="0" width="6" height="5" fill="#cbd5e1"/><circle cx="65" cy="78" r="1.5" fill="${light}"/>`
}

function phoneCase({ c: [clear, edge, dark] }) {
  return `${shadow()}<rect x="28" y="9" width="40" height="78" rx="10" fill="${clear}" stroke="${edge}" stroke-width="3"/><rect x="33" y="14" width="15" height="17" rx="4" fill="#fff" stroke="${edge}" stroke-width="1.5"/><path d="M28 19a10 10 0 0 1 10-10M68 19a10 10 0 0 0-10-10M28 77a10 10 0 0 0 10 10M68 77a10 10 0 0 1-10 10" fill="none" stroke="${dark}" stroke-width="4" stroke-linecap="round"/><path d="M40 40L60 28v8L40 48z" fill="#fff" opacity=".7"/><rect x="68" y="30" width="2" height="12" rx="1" fill="${dark}"/>`
}

function glass({ c: [sheet, edge, shine] }) {
  return `${shadow(88, 30)}<rect x="20" y="16" width="36" height="68" rx="7" fill="${sheet}" fill-opacity=".7" stroke="${edge}" stroke-width="1.5"/><rect x="38" y="10" width="36" height="68" rx="7" fill="${shine}" fill-opacity=".85" stroke="${edge}" stroke-width="1.5"/><path d="M44 40L66 22v6L44 46zM46 56l22-18v3L46 59z" fill="${sheet}"/><circle cx="56" cy="14" r="1.2" fill="${edge}"/>`
}

function sdCard({ c: [body, dark, label] }) {
  return `${shadow(86, 22)}<path d="M30 14h30l6 6v12l-3 4v44a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z" fill="${body}"/><rect x="30" y="44" width="30" height="30" rx="2" fill="${label}"/><path d="M34 52h22M34 58h16" stroke="${dark}" stroke-width="3" stroke-linecap="round"/><path d="M33 18v10M38 18v10M43 18v10M48 18v10M53 18v10" stroke="#fbbf24" stroke-width="2.4"/><rect x="34" y="64" width="10" height="6" rx="1" fill="${dark}"/>`
}

function usbStick({ c: [body, metal, accent] }) {
  return `${shadow(84, 24)}<g transform="rotate(-35 48 48)"><rect x="40" y="8" width="16" height="18" rx="1" fill="${metal}" stroke="#9ca3af"/><rect x="44" y="13" width="3" height="3" fill="#6b7280"/><rect x="49" y="13" width="3" height="3" fill="#6b7280"/><rect x="36" y="26" width="24" height="50" rx="5" fill="${body}"/><rect x="40" y="34" width="16" height="20" rx="3" fill="${accent}"/><circle cx="48" cy="70" r="3" fill="none" stroke="${metal}" stroke-width="2"/></g>`
}

function mouse({ c: [body, line, wheel] }) {
  return `${shadow(86, 22)}<rect x="28" y="14" width="40" height="70" rx="20" fill="${body}"/><path d="M48 14v24M28 38h40" stroke="${line}" stroke-width="1.5"/><rect x="45.5" y="21" width="5" height="11" rx="2.5" fill="${wheel}"/><path d="M34 70a14 14 0 0 0 12 10" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3" stroke-linecap="round"/>`
}

function router({ c: [body, signal, light] }) {
  return `${shadow(80, 28)}<path d="M36 30a17 17 0 0 1 24 0M40 35a10 10 0 0 1 16 0" fill="none" stroke="${signal}" stroke-width="3" stroke-linecap="round"/><circle cx="48" cy="40" r="2.5" fill="${signal}"/><rect x="22" y="46" width="52" height="32" rx="9" fill="${body}"/><rect x="28" y="53" width="20" height="13" rx="2" fill="${light}"/><path d="M31 62h3v-3h3v-3h3" fill="none" stroke="${body}" stroke-width="1.5"/><circle cx="58" cy="58" r="2" fill="#22c55e"/><circle cx="65" cy="58" r="2" fill="${signal}"/><circle cx="58" cy="67" r="2" fill="${signal}"/>`
}

function kettle({ c: [steel, dark, light] }) {
  return `${shadow(86, 28)}<path d="M26 34l-8-8" stroke="${steel}" stroke-width="6" stroke-linecap="round"/><path d="M30 30h34l6 48H24z" fill="${steel}"/><path d="M30 30h34l1 6H29z" fill="${dark}" opacity=".5"/><path d="M64 34c12 0 14 8 14 20s-4 18-10 18" fill="none" stroke="${dark}" stroke-width="6" stroke-linecap="round"/><rect x="40" y="22" width="14" height="8" rx="3" fill="${dark}"/><rect x="21" y="78" width="52" height="7" rx="3" fill="${dark}"/><rect x="34" y="44" width="6" height="24" rx="3" fill="${light}"/><circle cx="37" cy="63" r="1.5" fill="#38bdf8"/>`
}

function blender({ c: [base, jar, dark] }) {
  return `${shadow(88, 24)}<path d="M32 16h32l-4 48H36z" fill="${jar}" stroke="#94a3b8" stroke-width="1.5"/><path d="M35 40h26l-1.5 24h-23z" fill="#fca5a5" opacity=".7"/><path d="M40 56l8-4 8 4" stroke="#64748b" stroke-width="2" fill="none"/><rect x="30" y="10" width="36" height="7" rx="3" fill="${base}"/><path d="M64 22c8 0 8 4 8 14s-2 14-8 14" fill="none" stroke="#94a3b8" stroke-width="4"/><path d="M30 64h36l4 22H26z" fill="${base}"/><circle cx="40" cy="76" r="3" fill="${dark}"/><circle cx="48" cy="76" r="3" fill="${dark}"/><circle cx="56" cy="76" r="3" fill="${dark}"/>`
}

function fan({ c: [blade, cage, stand] }) {
  let blades = ''
  for (let i = 0; i < 3; i++) blades += `<ellipse cx="48" cy="24" rx="7" ry="13" fill="${blade}" transform="rotate(${i * 120} 48 38)"/>`
  return `${shadow(90, 22)}<path d="M48 60v24" stroke="${stand}" stroke-width="5"/><ellipse cx="48" cy="86" rx="18" ry="4" fill="${stand}"/><circle cx="48" cy="38" r="26" fill="${cage}"/>${blades}<circle cx="48" cy="38" r="26" fill="none" stroke="${stand}" stroke-width="2.5"/><path d="M22 38h52M48 12v52M30 20l36 36M66 20L30 56" stroke="${stand}" stroke-width=".6" opacity=".5"/><circle cx="48" cy="38" r="5" fill="${stand}"/><circle cx="48" cy="80" r="1.6" fill="#fde047"/>`
}

function iron({ c: [body, plate, dark] }) {
  return `${shadow(80, 32)}<path d="M14 72c4-18 20-30 44-30h18l6 30z" fill="${body}"/><path d="M12 72h72v5a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3z" fill="${plate}"/><path d="M38 42c2-12 10-18 22-18h12c4 0 6 4 4 8l-4 10" fill="none" stroke="${dark}" stroke-width="6" stroke-linecap="round"/><circle cx="40" cy="60" r="5" fill="${plate}"/><circle cx="40" cy="60" r="2" fill="${dark}"/><path d="M84 74c4 0 6 6 4 12" fill="none" stroke="#64748b" stroke-width="2"/>`
}

function lantern({ c: [body, glow, dark] }) {
  return `${shadow(88, 20)}<path d="M36 22a12 12 0 0 1 24 0" fill="none" stroke="${dark}" stroke-width="3"/><rect x="32" y="22" width="32" height="8" rx="3" fill="${body}"/><rect x="35" y="23" width="26" height="5" fill="#1e3a8a"/><path d="M43.7 23v5M52.3 23v5" stroke="#93c5fd" stroke-width=".8"/><rect x="34" y="30" width="28" height="42" rx="4" fill="${glow}"/><circle cx="48" cy="51" r="12" fill="#fff" opacity=".55"/><path d="M34 40h28M34 62h28" stroke="${body}" stroke-width="1.5" opacity=".6"/><rect x="30" y="72" width="36" height="12" rx="3" fill="${body}"/><circle cx="48" cy="78" r="2" fill="${glow}"/>`
}

function pots({ c: [pot, handle, lid] }) {
  const one = (x, y, w, h) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${pot}"/><ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2 + 1}" ry="3" fill="${lid}" fill-opacity=".8" stroke="${handle}" stroke-width="1"/><rect x="${x + w / 2 - 3}" y="${y - 6}" width="6" height="4" rx="2" fill="${handle}"/><rect x="${x - 6}" y="${y + 5}" width="6" height="3" rx="1.5" fill="${handle}"/><rect x="${x + w}" y="${y + 5}" width="6" height="3" rx="1.5" fill="${handle}"/>`
  return `${shadow(88, 38)}${one(14, 58, 26, 28)}${one(56, 62, 26, 24)}${one(31, 30, 34, 36)}`
}

function cooker({ c: [steel, dark, light] }) {
  return `${shadow(88, 30)}<path d="M20 44h44v34a8 8 0 0 1-8 8H28a8 8 0 0 1-8-8z" fill="${steel}"/><path d="M18 40a24 10 0 0 1 48 0z" fill="${light}" stroke="${dark}" stroke-width="1.5"/><rect x="60" y="32" width="28" height="7" rx="3.5" fill="${dark}"/><rect x="38" y="22" width="8" height="10" rx="2" fill="${dark}"/><circle cx="42" cy="20" r="3" fill="${dark}"/><path d="M26 60h32" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`
}

function couscoussier({ c: [steel, dark, light] }) {
  let holes = ''
  for (let i = 0; i < 6; i++) holes += `<circle cx="${32 + i * 6.4}" cy="44" r="1.3" fill="${dark}"/>`
  return `${shadow(90, 30)}<path d="M28 26a20 6 0 0 1 40 0z" fill="${light}" stroke="${dark}" stroke-width="1.2"/><circle cx="48" cy="19" r="2.5" fill="${dark}"/><path d="M28 26h40l-4 20H32z" fill="${steel}"/>${holes}<path d="M22 50h52v28a8 8 0 0 1-8 8H30a8 8 0 0 1-8-8z" fill="${steel}"/><path d="M20 50h56" stroke="${dark}" stroke-width="3"/><rect x="12" y="56" width="10" height="4" rx="2" fill="${dark}"/><rect x="74" y="56" width="10" height="4" rx="2" fill="${dark}"/><rect x="26" y="30" width="6" height="3" rx="1.5" fill="${dark}"/><rect x="64" y="30" width="6" height="3" rx="1.5" fill="${dark}"/>`
}

const SHIRT = 'M34 14l-18 10-8 18 12 5 4-8v49h48V39l4 8 12-5-8-18-18-10c-2 6-7 9-14 9s-12-3-14-9z'

function shirtPattern(pattern, [, a, b]) {
  if (pattern === 'dots') return `<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3" fill="${a}"/><circle cx="5" cy="5" r="1.2" fill="${b}"/><circle cx="0" cy="0" r="2" fill="${b}"/><circle cx="10" cy="10" r="2" fill="${b}"/></pattern>`
  if (pattern === 'kente') return `<pattern id="p" width="18" height="16" patternUnits="userSpaceOnUse"><rect width="18" height="16" fill="${b}"/><rect width="18" height="6" fill="${a}"/><rect y="9" width="18" height="7" fill="${a}" opacity=".6"/><rect x="7" width="4" height="16" fill="#111827" opacity=".55"/></pattern>`
  return ''
}

function shirt({ c, pattern = 'plain', collar }) {
  const printed = pattern === 'dots' || pattern === 'kente'
  const defs = printed ? `<defs>${shirtPattern(pattern, c)}</defs>` : ''
  const print = printed ? `<path d="${SHIRT}" fill="url(#p)"/>` : pattern === 'sun' ? `<circle cx="48" cy="58" r="11" fill="${c[1]}"/><path d="M30 68h36M34 73h28" stroke="${c[2]}" stroke-width="2.5" stroke-linecap="round"/>` : ''
  const neck = collar
    ? `<path d="M34 14l6 12 8-6 8 6 6-12" fill="${c[2]}" stroke="#000" stroke-opacity=".15"/><circle cx="48" cy="30" r="1.4" fill="#111827"/><circle cx="48" cy="37" r="1.4" fill="#111827"/>`
    : `<path d="M34 14c2 6 7 9 14 9s12-3 14-9" fill="none" stroke="${c[2]}" stroke-width="2.5"/>`
  return `${defs}${shadow(90, 26)}<path d="${SHIRT}" fill="${c[0]}"/>${print}${neck}`
}

/** Dresses by cut: `wrap` (V neck, tie at the waist, a slanted hem) or `flare` (round neck, sleeves, a wide skirt). */
function dress({ c: [cloth, a, b], cut }) {
  const shape = cut === 'wrap' ? 'M38 8l10 18 10-18 4 14 4 8-4 14 16 42-34 4-30-6 16-40-4-14 4-8z' : 'M36 8c4 6 20 6 24 0l10 6 6 14-8 4-4-6-2 14 22 46H14l22-46-2-14-4 6-8-4 6-14z'
  const belt = cut === 'wrap' ? `<path d="M34 44h28M60 44l8 12M60 44l2 14" stroke="${b}" stroke-width="3" stroke-linecap="round"/>` : `<path d="M34 42h28" stroke="${b}" stroke-width="4"/>`
  return `<defs><pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="${cloth}"/><circle cx="6" cy="6" r="4" fill="${a}"/><circle cx="6" cy="6" r="1.6" fill="${b}"/></pattern></defs>${shadow(90, 34)}<path d="${shape}" fill="url(#p)" stroke="${cloth}" stroke-width="1.5"/>${belt}`
}

/** Long garments by style: a knee-length `kurta` with a button placket, an ankle-length `gandoura` with an embroidered neck, a wide-sleeved `agbada` with its cap. */
function robe({ c: [cloth, stitch, accent], style }) {
  if (style === 'agbada') {
    return `${shadow(92, 40)}<path d="M36 18l-28 14 4 30 20-4v32h32V58l20 4 4-30-28-14c-2 4-6 6-12 6s-10-2-12-6z" fill="${cloth}" stroke="#000" stroke-opacity=".12"/><path d="M38 20c2 6 6 10 10 10s8-4 10-10M40 34h16v18H40z" fill="none" stroke="${stitch}" stroke-width="2"/><path d="M12 60l20-4M84 60l-20-4" stroke="${accent}" stroke-width="2.5"/><path d="M36 14c0-8 24-8 24 0z" fill="${accent}"/>`
  }
  if (style === 'gandoura') {
    return `${shadow(92, 24)}<path d="M38 8l-20 8-8 18 10 2 6-8 2 62h40l2-62 6 8 10-2-8-18-20-8c-2 4-5 6-10 6s-8-2-10-6z" fill="${cloth}" stroke="#000" stroke-opacity=".12"/><path d="M40 10c2 6 4 8 8 8s6-2 8-8M48 18l-6 14 6 8 6-8z" fill="none" stroke="${stitch}" stroke-width="2"/><path d="M44 28h8M45 34h6" stroke="${accent}" stroke-width="1.5"/><path d="M30 84h36" stroke="${stitch}" stroke-width="2" stroke-dasharray="3 2"/>`
  }
  return `${shadow(92, 26)}<path d="M36 8l-16 8-10 22 10 4 6-10v46h44V32l6 10 10-4-10-22-16-8c-2 5-6 8-12 8s-10-3-12-8z" fill="${cloth}" stroke="#000" stroke-opacity=".12"/><path d="M40 12c2 4 4 6 8 6s6-2 8-6M48 18v26" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="2 2"/><circle cx="48" cy="24" r="1.3" fill="${accent}"/><circle cx="48" cy="31" r="1.3" fill="${accent}"/><circle cx="48" cy="38" r="1.3" fill="${accent}"/><path d="M26 72v-8M70 72v-8M26 72h44" stroke="${stitch}" stroke-width="2"/>`
}

function kanga({ c: [cloth, border, motif] }) {
  return `${shadow(86, 36)}<rect x="10" y="18" width="76" height="62" rx="2" fill="${border}"/><rect x="17" y="25" width="62" height="48" fill="${cloth}"/><circle cx="48" cy="45" r="11" fill="${motif}"/><circle cx="48" cy="45" r="6" fill="${border}"/><path d="M36 45h-8M60 45h8M48 33v-5M48 57v5" stroke="${motif}" stroke-width="2.5"/><rect x="24" y="64" width="48" height="5" rx="1" fill="${border}"/><path d="M10 18l7 7M86 18l-7 7M10 80l7-7M86 80l-7-7" stroke="${motif}" stroke-width="2"/>`
}

function sneaker({ c: [upper, accent, sole] }) {
  return `${shadow(82, 38)}<path d="M10 58c0-14 4-26 12-26 6 0 8 8 18 10l22 6c12 4 24 8 24 16v6H10z" fill="${upper}" stroke="#cbd5e1"/><path d="M10 70h76v6a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4z" fill="${sole}"/><path d="M10 68h76" stroke="${accent}" stroke-width="3"/><path d="M36 44l4 8M44 46l4 8M52 48l4 8" stroke="${sole}" stroke-width="2.2" stroke-linecap="round"/><path d="M58 58c6 0 14 2 20 6" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/><path d="M14 40h8v10h-8z" fill="${accent}" opacity=".9"/>`
}

function sandal({ c: [sole, strap, dark] }) {
  const one = (dx) =>
    `<g transform="translate(${dx} 0)"><path d="M0 8c10 0 13 9 13 21 0 8-3 13-3 21 0 12-3 22-10 22s-10-10-10-22c0-8-3-13-3-21C-13 17-10 8 0 8z" fill="${sole}"/><path d="M0 12c7 0 9 8 9 17 0 7-3 12-3 20 0 10-2 18-6 18s-6-8-6-18c0-8-3-13-3-20 0-9 2-17 9-17z" fill="none" stroke="${dark}" stroke-width="1" stroke-dasharray="2 2"/><path d="M-11 30h22" stroke="${strap}" stroke-width="8" stroke-linecap="round"/><path d="M-8 52h16" stroke="${strap}" stroke-width="6" stroke-linecap="round"/></g>`
  return `${shadow(88, 34)}${one(32)}${one(64)}`
}

function backpack({ c: [body, accent, dark] }) {
  return `${shadow(90, 26)}<path d="M38 16a10 10 0 0 1 20 0" fill="none" stroke="${dark}" stroke-width="4"/><rect x="24" y="16" width="48" height="70" rx="14" fill="${body}"/><rect x="30" y="48" width="36" height="30" rx="8" fill="${dark}" opacity=".35"/><path d="M32 54h32" stroke="${accent}" stroke-width="2.5"/><rect x="46" y="52" width="4" height="5" rx="1" fill="${accent}"/><path d="M30 30h36" stroke="${accent}" stroke-width="2"/><rect x="18" y="40" width="6" height="28" rx="3" fill="${dark}"/><rect x="72" y="40" width="6" height="28" rx="3" fill="${dark}"/>`
}

function lotion({ c: [bottle, label, pump] }) {
  return `${shadow(90, 18)}<path d="M46 10h14v5h-6v7h-8z" fill="${pump}"/><rect x="42" y="21" width="12" height="6" fill="${pump}"/><rect x="32" y="27" width="32" height="61" rx="9" fill="${bottle}" stroke="${label}" stroke-opacity=".3"/><rect x="35" y="44" width="26" height="28" rx="3" fill="${label}"/><path d="M40 52h16M40 58h12" stroke="${bottle}" stroke-width="2.4" stroke-linecap="round"/><circle cx="48" cy="66" r="2.5" fill="${pump}"/>`
}

function jar({ c: [butter, lid, label] }) {
  return `${shadow(84, 30)}<rect x="22" y="26" width="52" height="12" rx="4" fill="${lid}"/><path d="M24 38h48v36a8 8 0 0 1-8 8H32a8 8 0 0 1-8-8z" fill="${butter}" stroke="${lid}" stroke-opacity=".3"/><rect x="28" y="48" width="40" height="22" rx="3" fill="${label}"/><path d="M48 52c-6 4-6 10 0 14 6-4 6-10 0-14z" fill="#65a30d"/><path d="M24 30h48" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>`
}

function clipper({ c: [body, accent, metal] }) {
  return `${shadow(90, 16)}<rect x="34" y="8" width="28" height="12" rx="2" fill="${metal}"/><path d="M36 8v-2M40 8v-2M44 8v-2M48 8v-2M52 8v-2M56 8v-2M60 8v-2" stroke="${metal}" stroke-width="1.2"/><path d="M32 20h32l-4 64a4 4 0 0 1-4 4H40a4 4 0 0 1-4-4z" fill="${body}"/><rect x="43" y="34" width="10" height="16" rx="5" fill="${accent}"/><path d="M38 60h20M38.5 66h19M39 72h18" stroke="${accent}" stroke-width="1" opacity=".6"/><circle cx="48" cy="80" r="1.5" fill="#22c55e"/>`
}

function perfume({ c: [cap, gold, liquid] }) {
  return `${shadow(88, 24)}<rect x="40" y="10" width="16" height="14" rx="3" fill="${cap}"/><rect x="42" y="24" width="12" height="6" fill="${gold}"/><rect x="24" y="30" width="48" height="56" rx="8" fill="${liquid}" fill-opacity=".35" stroke="${liquid}" stroke-width="2"/><rect x="28" y="44" width="40" height="38" rx="5" fill="${liquid}" fill-opacity=".7"/><rect x="34" y="52" width="28" height="14" rx="2" fill="${cap}"/><path d="M38 59h20" stroke="${gold}" stroke-width="2"/><path d="M30 34v40" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>`
}

function soap({ c: [bar, spots, leaf] }) {
  let dots = ''
  for (let i = 0; i < 14; i++) dots += `<circle cx="${22 + ((i * 37) % 52)}" cy="${46 + ((i * 23) % 26)}" r="${1 + (i % 3) * 0.5}" fill="${spots}"/>`
  return `${shadow(84, 34)}<path d="M60 20c10-4 20 0 22 8-10 4-18 0-22-8z" fill="#4d7c0f"/><path d="M60 20l16 5" stroke="#365314"/><rect x="14" y="36" width="68" height="44" rx="14" fill="${bar}"/>${dots}<path d="M20 44c8-4 20-4 28 0" fill="none" stroke="${leaf}" stroke-opacity=".4" stroke-width="3" stroke-linecap="round"/>`
}

export const DRAWINGS = {
  phone: { front: phoneFront, back: phoneBack, side: phoneSide },
  feature: { front: featureFront, back: featureBack, side: featureSide },
  tablet, laptop, earbuds, headphones, earphones, partyspeaker: partySpeaker, radio, band, watch, analogue,
  powerbank: powerBank, cable, case: phoneCase, glass, sdcard: sdCard, usbstick: usbStick, mouse, router,
  kettle, blender, fan, iron, lantern, pots, cooker, couscoussier, shirt, dress, robe, kanga, sneaker,
  sandal, backpack, lotion, jar, clipper, perfume, soap,
}

/** The model's views: `main` always, `back` and `side` for phones. */
export function drawModel(model) {
  const { category, art } = model
  const background = BACKGROUNDS[category]
  const drawing = DRAWINGS[art.kind]
  if (typeof drawing === 'function') return { main: svg(background, drawing(art)) }
  const look = art.kind === 'phone' ? phoneLook(model) : null
  return {
    main: svg(background, drawing.front(art, look)),
    back: svg(background, drawing.back(art, look)),
    side: svg(background, drawing.side(art, look)),
  }
}

const ICON_STROKE = 'fill="none" stroke="#1f2937" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"'

/** One line icon per category (48 × 48) on the category's tint. */
export const CATEGORY_ICONS = {
  phones: `<rect x="16" y="8" width="16" height="32" rx="3" ${ICON_STROKE}/><path d="M22 35h4" ${ICON_STROKE}/>`,
  accessories: `<path d="M18 8v8M30 8v8M14 16h20v6a10 10 0 0 1-20 0zM24 32v8" ${ICON_STROKE}/>`,
  audio: `<path d="M10 30v-6a14 14 0 0 1 28 0v6" ${ICON_STROKE}/><rect x="8" y="28" width="8" height="12" rx="3" ${ICON_STROKE}/><rect x="32" y="28" width="8" height="12" rx="3" ${ICON_STROKE}/>`,
  wearables: `<rect x="14" y="14" width="20" height="20" rx="5" ${ICON_STROKE}/><path d="M18 14l2-6h8l2 6M18 34l2 6h8l2-6M24 20v4l3 2" ${ICON_STROKE}/>`,
  computing: `<rect x="12" y="12" width="24" height="16" rx="2" ${ICON_STROKE}/><path d="M6 34h36l-3 4H9z" ${ICON_STROKE}/>`,
  home: `<path d="M12 38h22l-2-22H14zM16 16v-4h14v4M34 20c5 0 6 3 6 7s-2 7-6 7" ${ICON_STROKE}/>`,
  fashion: `<path d="M18 8l-10 6 3 8 5-2v20h16V20l5 2 3-8-10-6c-1 3-3 5-6 5s-5-2-6-5z" ${ICON_STROKE}/>`,
  beauty: `<path d="M20 6h8v6h-8zM18 12h12l2 4v22a3 3 0 0 1-3 3H19a3 3 0 0 1-3-3V16z" ${ICON_STROKE}/><path d="M20 24h8" ${ICON_STROKE}/>`,
}

export const categoryIcon = (slug) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="14" fill="${BACKGROUNDS[slug]}"/>${CATEGORY_ICONS[slug]}</svg>\n`
