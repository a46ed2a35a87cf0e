/**
 * The catalogue's one data table: every product model, its category, prices in US dollars (turned into each
 * market's prices by scripts/catalog-seed.mjs), rating, specs, description and the illustration drawn for it.
 * `slot` is the product's number in each market (id = market id × 100 + slot); slots 1–6 are the products the flash
 * sale already uses. `markets` limits a model to some markets (local goods); otherwise it is sold in all seven.
 */

export const MARKETS = [
  { id: 1, code: 'IN', scale: 2, rate: 95 },
  { id: 2, code: 'UG', scale: 0, rate: 4200 },
  { id: 3, code: 'GH', scale: 2, rate: 14 },
  { id: 4, code: 'KT', scale: 0, rate: 680 },
  { id: 5, code: 'DZ', scale: 2, rate: 330 },
  { id: 6, code: 'TZ', scale: 0, rate: 3700 },
  { id: 7, code: 'NG', scale: 2, rate: 1580 },
]

/** Delivery regions per market: fee in the market's major units, delivery days. Region id = market id × 100 + n. */
export const REGIONS = {
  IN: [['Delhi', 49, 1, 3], ['Mumbai', 49, 1, 3], ['Bengaluru', 59, 2, 4], ['Chennai', 59, 2, 4], ['Hyderabad', 59, 2, 4], ['Kolkata', 69, 2, 5], ['Pune', 59, 2, 4], ['Jaipur', 79, 3, 6]],
  UG: [['Kampala', 5000, 1, 2], ['Wakiso', 7000, 1, 3], ['Entebbe', 8000, 1, 3], ['Mukono', 8000, 2, 3], ['Jinja', 12000, 2, 4], ['Mbarara', 15000, 3, 5], ['Mbale', 15000, 3, 5], ['Gulu', 18000, 3, 6]],
  GH: [['Greater Accra', 25, 1, 2], ['Ashanti (Kumasi)', 35, 2, 3], ['Central (Cape Coast)', 40, 2, 4], ['Eastern (Koforidua)', 40, 2, 4], ['Western (Takoradi)', 45, 2, 4], ['Volta (Ho)', 50, 3, 5], ['Northern (Tamale)', 60, 3, 6]],
  KT: [['Abidjan', 1500, 1, 2], ['Yamoussoukro', 2500, 2, 3], ['Bouaké', 3000, 2, 4], ['Daloa', 3000, 3, 4], ['San-Pédro', 3500, 3, 5], ['Korhogo', 4000, 3, 6], ['Man', 4000, 3, 6]],
  DZ: [['Alger', 400, 1, 2], ['Blida', 500, 1, 3], ['Oran', 600, 2, 4], ['Constantine', 600, 2, 4], ['Sétif', 650, 2, 4], ['Annaba', 700, 2, 5], ['Tlemcen', 700, 3, 5], ['Ouargla', 900, 4, 7]],
  TZ: [['Dar es Salaam', 3000, 1, 2], ['Morogoro', 5000, 2, 3], ['Dodoma', 6000, 2, 4], ['Arusha', 6000, 2, 4], ['Tanga', 6000, 2, 4], ['Mwanza', 7000, 3, 5], ['Mbeya', 8000, 3, 5], ['Zanzibar', 8000, 2, 5]],
  NG: [['Lagos', 1500, 1, 2], ['Ibadan (Oyo)', 2000, 2, 3], ['Abuja (FCT)', 2500, 2, 3], ['Benin City (Edo)', 2800, 2, 4], ['Port Harcourt (Rivers)', 3000, 2, 4], ['Enugu', 3000, 3, 4], ['Kano', 3500, 3, 5], ['Kaduna', 3500, 3, 5]],
}

const phoneWarranty = '12 months'

export const MODELS = [
  // Phones: each has a front, back and side view for the gallery.
  {
    slot: 1, key: 'phone', category: 'phones', brand: 'Savanna', name: 'Savanna S5 Smartphone 128 GB', usd: 120, was: 140,
    rating: 4.4, ratings: 1284, days: 240,
    art: { kind: 'phone', c: ['#263238', '#4fc3f7', '#0288d1'], camera: 'square' },
    specs: { screen: '6.6" HD+, 90 Hz', storage: '128 GB', memory: '4 GB', camera: '50 MP + 2 MP, 8 MP front', battery: '5000 mAh, 18 W', network: '4G LTE', sim: 'Dual SIM', os: 'Android 14', color: 'Graphite Black', warranty: phoneWarranty },
    description: 'A big-screen everyday phone with a battery that lasts two days of calls, chats and mobile money. The 18 W charger is in the box, and a memory card slot takes up to 1 TB for music and photos.',
  },
  {
    slot: 7, key: 'galaxy-a15', category: 'phones', brand: 'Samsung', name: 'Samsung Galaxy A15 128 GB', usd: 165, was: 185,
    rating: 4.6, ratings: 2210, days: 150,
    art: { kind: 'phone', c: ['#1e3a8a', '#93c5fd', '#2563eb'], camera: 'column' },
    specs: { screen: '6.5" FHD+ Super AMOLED, 90 Hz', storage: '128 GB', memory: '4 GB', camera: '50 MP + 5 MP + 2 MP, 13 MP front', battery: '5000 mAh, 25 W', network: '4G LTE', sim: 'Dual SIM', os: 'Android 14, One UI 6', color: 'Dark Blue', warranty: phoneWarranty },
    description: 'Samsung Galaxy A15 with a bright Super AMOLED display that stays readable in the sun, three rear cameras and four years of security updates. Supports 25 W fast charging; the charger is sold separately.',
  },
  {
    slot: 8, key: 'spark-20-pro', category: 'phones', brand: 'Tecno', name: 'Tecno Spark 20 Pro 256 GB', usd: 155,
    rating: 4.5, ratings: 1875, days: 120,
    art: { kind: 'phone', c: ['#14532d', '#86efac', '#16a34a'], camera: 'ring' },
    specs: { screen: '6.78" FHD+, 120 Hz', storage: '256 GB', memory: '8 GB', camera: '108 MP + 0.08 MP, 32 MP front', battery: '5000 mAh, 33 W', network: '4G LTE', sim: 'Dual SIM', os: 'Android 13, HiOS 13.5', color: 'Magic Skin Green', warranty: phoneWarranty },
    description: 'A 108 MP main camera, a smooth 120 Hz screen and 256 GB of room for videos. The 33 W charger in the box fills the battery to half in about 30 minutes.',
  },
  {
    slot: 9, key: 'hot-40i', category: 'phones', brand: 'Infinix', name: 'Infinix Hot 40i 128 GB', usd: 115, was: 129,
    rating: 4.3, ratings: 1402, days: 95,
    art: { kind: 'phone', c: ['#4c1d95', '#c4b5fd', '#7c3aed'], camera: 'square' },
    specs: { screen: '6.56" HD+, 90 Hz', storage: '128 GB', memory: '4 GB (+4 GB extended)', camera: '50 MP, 32 MP front', battery: '5000 mAh, 18 W', network: '4G LTE', sim: 'Dual SIM', os: 'Android 13, XOS 13.5', color: 'Starfall Purple', warranty: phoneWarranty },
    description: 'Infinix Hot 40i: a 32 MP front camera with a flash for clear selfies at night, a 90 Hz screen and a slim body. Charger and case are in the box.',
  },
  {
    slot: 10, key: 'itel-a70', category: 'phones', brand: 'itel', name: 'itel A70 64 GB', usd: 72,
    rating: 4.1, ratings: 965, days: 300,
    art: { kind: 'phone', c: ['#0f766e', '#99f6e4', '#14b8a6'], camera: 'pill' },
    specs: { screen: '6.6" HD+', storage: '64 GB', memory: '3 GB (+4 GB extended)', camera: '13 MP, 8 MP front', battery: '5000 mAh, 10 W', network: '4G LTE', sim: 'Dual SIM', os: 'Android 13 (Go edition)', color: 'Field Green', warranty: phoneWarranty },
    description: 'An affordable first smartphone with a large screen, face unlock and a long-lasting battery. Runs the light Go edition of Android, so WhatsApp and Facebook stay fast.',
  },
  {
    slot: 11, key: 'redmi-13c', category: 'phones', brand: 'Xiaomi', name: 'Xiaomi Redmi 13C 128 GB', usd: 110,
    rating: 4.4, ratings: 1520, days: 180,
    art: { kind: 'phone', c: ['#0f172a', '#a5b4fc', '#6366f1'], camera: 'square3' },
    specs: { screen: '6.74" HD+, 90 Hz', storage: '128 GB', memory: '4 GB', camera: '50 MP AI triple camera, 8 MP front', battery: '5000 mAh, 18 W', network: '4G LTE', sim: 'Dual SIM', os: 'Android 13, MIUI 14', color: 'Midnight Black', warranty: phoneWarranty },
    description: 'Xiaomi Redmi 13C with a 6.74 inch screen, a 50 MP camera and a fingerprint sensor on the side. A 10 W charger comes in the box; the phone also takes 18 W chargers.',
  },
  {
    slot: 12, key: 'nokia-105', category: 'phones', brand: 'Nokia', name: 'Nokia 105 Feature Phone Dual SIM', usd: 19,
    rating: 4.5, ratings: 3120, days: 330,
    art: { kind: 'feature', c: ['#1e293b', '#7dd3fc', '#64748b'] },
    specs: { screen: '1.8" colour', storage: '4 MB', battery: '1000 mAh, up to 12 days standby', network: '2G', sim: 'Dual SIM', color: 'Charcoal', weight: '78 g', warranty: phoneWarranty },
    description: 'The tough keypad phone for calls, SMS and mobile money codes. A built-in FM radio and torch, and a battery that lasts more than a week between charges.',
  },
  {
    slot: 13, key: 'camon-30', category: 'phones', brand: 'Tecno', name: 'Tecno Camon 30 256 GB', usd: 245, was: 275,
    rating: 4.7, ratings: 842, days: 40,
    art: { kind: 'phone', c: ['#f8fafc', '#fde68a', '#d97706'], camera: 'ring', place: 'centre' },
    specs: { screen: '6.78" FHD+ AMOLED, 120 Hz', storage: '256 GB', memory: '8 GB', camera: '50 MP OIS + 2 MP, 50 MP front', battery: '5000 mAh, 70 W', network: '4G LTE', sim: 'Dual SIM', os: 'Android 14, HiOS 14', color: 'Iceland Basaltic White', warranty: phoneWarranty },
    description: 'Tecno Camon 30 with a 50 MP stabilised camera made for portraits in low light, an AMOLED screen and 70 W charging that fills the battery in under an hour.',
  },

  // Accessories
  {
    slot: 3, key: 'power-bank', category: 'accessories', brand: 'Volt', name: 'Volt 20000 mAh Power Bank', usd: 16, was: 22,
    rating: 4.5, ratings: 2740, days: 260, keep: true,
    art: { kind: 'keep' },
    specs: { battery: '20000 mAh', power: '22.5 W fast charging', connectivity: '2 × USB-A, 1 × USB-C in/out', weight: '380 g', color: 'Black', warranty: '6 months' },
    description: 'Charges a phone four to five times, so a power cut never leaves you offline. Two USB ports and a USB-C port, with LED lights that show the charge left.',
  },
  {
    slot: 4, key: 'charger', category: 'accessories', brand: 'Swift', name: 'Swift 33 W Fast Charger', usd: 8,
    rating: 4.3, ratings: 1950, days: 280, keep: true,
    art: { kind: 'keep' },
    specs: { power: '33 W', connectivity: 'USB-C with 1 m cable', color: 'White', warranty: '6 months' },
    description: 'A compact wall charger that fills most phones to half in about 30 minutes. Protected against surges and overheating.',
  },
  {
    slot: 14, key: 'slim-power-bank', category: 'accessories', brand: 'Oraimo', name: 'Oraimo Traveler 10000 mAh Slim Power Bank', usd: 14,
    rating: 4.6, ratings: 2316, days: 130,
    art: { kind: 'powerbank', c: ['#84cc16', '#1a2e05', '#ecfccb'], solar: false },
    specs: { battery: '10000 mAh', power: '12 W', connectivity: 'USB-A, USB-C in, Micro-USB in', weight: '210 g', color: 'Lime Green', warranty: '12 months' },
    description: 'A pocket-size power bank that charges a phone about twice. Slim enough for a shirt pocket, with a USB-C input and a charge indicator.',
  },
  {
    slot: 15, key: 'usb-c-cable', category: 'accessories', brand: 'Swift', name: 'Swift Braided USB-C Cable 1 m', usd: 4,
    rating: 4.4, ratings: 3405, days: 210,
    art: { kind: 'cable', c: ['#ef4444', '#1f2937', '#fecaca'] },
    specs: { size: '1 m', power: 'Up to 60 W', material: 'Nylon braid', color: 'Red', warranty: '6 months' },
    description: 'A nylon-braided USB-A to USB-C cable that survives being bent and pulled every day. Carries fast charging and data.',
  },
  {
    slot: 16, key: 'phone-case', category: 'accessories', brand: 'Armor', name: 'Armor Clear Shockproof Phone Case', usd: 4,
    rating: 4.2, ratings: 1180, days: 160,
    art: { kind: 'case', c: ['#e0f2fe', '#0ea5e9', '#0c4a6e'] },
    specs: { material: 'TPU with air-cushion corners', color: 'Clear', size: 'Fits 6.5–6.8" phones' },
    description: 'A clear case with thick corners that take the shock when the phone falls. Shows the colour of your phone and keeps the buttons easy to press.',
  },
  {
    slot: 17, key: 'screen-protector', category: 'accessories', brand: 'Armor', name: 'Armor Tempered Glass Screen Protector (2 pack)', usd: 4,
    rating: 4.1, ratings: 990, days: 140,
    art: { kind: 'glass', c: ['#bae6fd', '#0369a1', '#f0f9ff'] },
    specs: { material: '9H tempered glass', size: 'Fits 6.5–6.8" phones', color: 'Clear' },
    description: 'Two sheets of hard tempered glass that keep scratches and cracks off your screen. Bubble-free fitting with the guide frame.',
  },
  {
    slot: 18, key: 'solar-power-bank', category: 'accessories', brand: 'Sunray', name: 'Sunray Solar Power Bank 25000 mAh with Torch', usd: 30, was: 38,
    rating: 4.3, ratings: 760, days: 70,
    art: { kind: 'powerbank', c: ['#f59e0b', '#1e3a8a', '#fef3c7'], solar: true },
    specs: { battery: '25000 mAh', power: 'Solar panel, 18 W USB-C', connectivity: '2 × USB-A, 1 × USB-C', weight: '480 g', color: 'Orange', warranty: '12 months' },
    description: 'A rugged power bank with a solar panel to top up in the sun and a bright LED torch. Splash resistant, made for long days away from the grid.',
  },
  {
    slot: 19, key: 'microsd-64', category: 'accessories', brand: 'Tusker', name: 'Tusker 64 GB microSD Memory Card', usd: 7,
    rating: 4.5, ratings: 1640, days: 190,
    art: { kind: 'sdcard', c: ['#dc2626', '#111827', '#fca5a5'] },
    specs: { storage: '64 GB', connectivity: 'microSDXC, Class 10, A1', size: '15 × 11 mm', warranty: '24 months' },
    description: 'Room for thousands of photos and songs. Fast enough to record Full HD video; comes with an SD adapter.',
  },

  // Audio
  {
    slot: 2, key: 'earbuds', category: 'audio', brand: 'Pulse', name: 'Pulse Wireless Earbuds', usd: 20, was: 26,
    rating: 4.2, ratings: 2045, days: 230,
    art: { kind: 'earbuds', c: ['#f8fafc', '#7e57c2', '#94a3b8'] },
    specs: { battery: '6 h, 24 h with the case', connectivity: 'Bluetooth 5.3', color: 'White', weight: '42 g with case', warranty: '6 months' },
    description: 'Light earbuds with clear calls and a charging case that keeps them going all day. Touch controls for music and calls.',
  },
  {
    slot: 6, key: 'speaker', category: 'audio', brand: 'Tempo', name: 'Tempo Mini Bluetooth Speaker', usd: 23,
    rating: 4.4, ratings: 1320, days: 250, keep: true,
    art: { kind: 'keep' },
    specs: { power: '5 W', battery: '10 h', connectivity: 'Bluetooth 5.0, microSD, FM radio', color: 'Blue', weight: '260 g', warranty: '6 months' },
    description: 'A small speaker with big sound and an FM radio. Plays music from a phone or a memory card for ten hours.',
  },
  {
    slot: 20, key: 'freepods-anc', category: 'audio', brand: 'Oraimo', name: 'Oraimo FreePods 4 ANC Earbuds', usd: 30, was: 36,
    rating: 4.6, ratings: 1745, days: 85,
    art: { kind: 'earbuds', c: ['#111827', '#22c55e', '#374151'], stems: true },
    specs: { battery: '8 h, 35 h with the case', connectivity: 'Bluetooth 5.3', color: 'Black', weight: '45 g with case', warranty: '12 months' },
    description: 'Active noise cancelling shuts out traffic and generators, and four microphones keep your voice clear on calls. Deep bass tuned for Afrobeats.',
  },
  {
    slot: 21, key: 'party-speaker', category: 'audio', brand: 'Boomba', name: 'Boomba 40 W Party Speaker', usd: 60, was: 75,
    rating: 4.5, ratings: 610, days: 55,
    art: { kind: 'partyspeaker', c: ['#1f2937', '#f43f5e', '#9ca3af'] },
    specs: { power: '40 W', battery: '12 h', connectivity: 'Bluetooth 5.3, USB, AUX, microphone input', color: 'Black', weight: '3.2 kg', warranty: '12 months' },
    description: 'Two woofers, flashing party lights and a microphone input for karaoke. Loud enough for the compound, with a battery that lasts the whole party.',
  },
  {
    slot: 22, key: 'studio-headphones', category: 'audio', brand: 'Pulse', name: 'Pulse Studio Wireless Headphones', usd: 35,
    rating: 4.4, ratings: 880, days: 110,
    art: { kind: 'headphones', c: ['#7c2d12', '#fdba74', '#431407'] },
    specs: { battery: '40 h', connectivity: 'Bluetooth 5.3, 3.5 mm cable', color: 'Brown', weight: '220 g', warranty: '12 months' },
    description: 'Soft over-ear cushions, 40 hours of playback and a cable for when the battery runs out. Folds flat into the travel pouch.',
  },
  {
    slot: 23, key: 'basic-earphones', category: 'audio', brand: 'Pulse', name: 'Pulse Basic Earphones with Mic', usd: 3,
    rating: 4.0, ratings: 2890, days: 320,
    art: { kind: 'earphones', c: ['#f8fafc', '#94a3b8', '#0ea5e9'] },
    specs: { connectivity: '3.5 mm jack', size: '1.2 m cable', color: 'White' },
    description: 'Wired earphones with a microphone and answer button. Nothing to charge, ever.',
  },
  {
    slot: 24, key: 'solar-radio', category: 'audio', brand: 'Sunray', name: 'Sunray Solar FM Radio with Torch', usd: 18,
    rating: 4.3, ratings: 540, days: 200,
    art: { kind: 'radio', c: ['#365314', '#fbbf24', '#a3e635'] },
    specs: { power: 'Solar panel, hand crank, USB', battery: '2000 mAh', connectivity: 'FM/AM/SW radio, USB phone charging', weight: '350 g', warranty: '12 months' },
    description: 'Listen to the news anywhere: charge it in the sun or with the hand crank. Also lights up the room and charges a phone in an emergency.',
  },

  // Wearables
  {
    slot: 5, key: 'smart-watch', category: 'wearables', brand: 'Stride', name: 'Stride Fitness Smart Watch', usd: 32, was: 45,
    rating: 4.2, ratings: 1605, days: 270, keep: true,
    art: { kind: 'keep' },
    specs: { screen: '1.85" colour touch screen', battery: 'Up to 10 days', connectivity: 'Bluetooth 5.2', color: 'Black', weight: '38 g', warranty: '6 months' },
    description: 'Counts steps, tracks heart rate and sleep, and shows calls and WhatsApp messages on your wrist. Water resistant for rain and handwashing.',
  },
  {
    slot: 25, key: 'galaxy-fit3', category: 'wearables', brand: 'Samsung', name: 'Samsung Galaxy Fit3 Fitness Band', usd: 55,
    rating: 4.5, ratings: 720, days: 100,
    art: { kind: 'band', c: ['#374151', '#60a5fa', '#111827'] },
    specs: { screen: '1.6" AMOLED', battery: 'Up to 13 days', connectivity: 'Bluetooth 5.3', color: 'Gray', weight: '18.5 g', warranty: phoneWarranty },
    description: 'Samsung Galaxy Fit3 with a large AMOLED screen, more than 100 workout modes and sleep coaching. Light enough to forget you are wearing it.',
  },
  {
    slot: 26, key: 'watch-2-pro', category: 'wearables', brand: 'Oraimo', name: 'Oraimo Watch 2 Pro Calling Smart Watch', usd: 35, was: 42,
    rating: 4.4, ratings: 1105, days: 75,
    art: { kind: 'watch', c: ['#0f172a', '#f97316', '#475569'], round: true },
    specs: { screen: '1.43" AMOLED', battery: 'Up to 7 days', connectivity: 'Bluetooth calling', color: 'Black', weight: '45 g', warranty: phoneWarranty },
    description: 'Answer calls straight from the watch with its speaker and microphone. Heart rate, blood oxygen and more than 100 sport modes.',
  },
  {
    slot: 27, key: 'kids-gps-watch', category: 'wearables', brand: 'Stride', name: 'Stride Kids 4G GPS Watch', usd: 30,
    rating: 4.0, ratings: 310, days: 35,
    art: { kind: 'watch', c: ['#db2777', '#fbcfe8', '#f9a8d4'], round: false },
    specs: { screen: '1.4" touch screen', battery: '2 days', network: '4G with nano SIM', connectivity: 'GPS, video calls', color: 'Pink', warranty: '6 months' },
    description: 'Know where your child is: live location on your phone, safe-zone alerts and one-button calls to parents. Takes its own SIM card.',
  },
  {
    slot: 28, key: 'steel-watch', category: 'wearables', brand: 'Kora', name: 'Kora Steel Analogue Wristwatch', usd: 20,
    rating: 4.3, ratings: 460, days: 290,
    art: { kind: 'analogue', c: ['#9ca3af', '#1e40af', '#f8fafc'] },
    specs: { material: 'Stainless steel', size: '40 mm case', color: 'Silver with blue dial', weight: '95 g', warranty: '12 months' },
    description: 'A classic steel watch with a blue dial, date window and water resistance to 30 m. Battery lasts about three years.',
  },

  // Computing
  {
    slot: 29, key: 'galaxy-tab-a9', category: 'computing', brand: 'Samsung', name: 'Samsung Galaxy Tab A9 64 GB Tablet', usd: 150,
    rating: 4.5, ratings: 640, days: 125,
    art: { kind: 'tablet', c: ['#334155', '#bfdbfe', '#1d4ed8'] },
    specs: { screen: '8.7" WXGA+', storage: '64 GB', memory: '4 GB', camera: '8 MP, 2 MP front', battery: '5100 mAh', network: '4G LTE', sim: 'Single SIM', os: 'Android 13', color: 'Graphite', warranty: phoneWarranty },
    description: 'A compact Samsung tablet with 4G for school, video calls and films on the go. Kids mode keeps the little ones safe.',
  },
  {
    slot: 30, key: 'hp-250-laptop', category: 'computing', brand: 'HP', name: 'HP 250 G9 Laptop 15.6" 8 GB 256 GB SSD', usd: 430, was: 480,
    rating: 4.4, ratings: 390, days: 90,
    art: { kind: 'laptop', c: ['#475569', '#bae6fd', '#0f172a'] },
    specs: { screen: '15.6" Full HD', storage: '256 GB SSD', memory: '8 GB', battery: 'Up to 7 h', os: 'Windows 11 Home', connectivity: 'Wi-Fi 5, Bluetooth, HDMI, 3 × USB', weight: '1.74 kg', warranty: '12 months' },
    description: 'A dependable work and school laptop with an Intel Core i3 processor, a fast SSD and a full-size keyboard with number pad.',
  },
  {
    slot: 31, key: 'wireless-mouse', category: 'computing', brand: 'Swift', name: 'Swift Silent Wireless Mouse', usd: 8,
    rating: 4.3, ratings: 870, days: 170,
    art: { kind: 'mouse', c: ['#1f2937', '#6b7280', '#22d3ee'] },
    specs: { connectivity: '2.4 GHz USB receiver', battery: '1 × AA, up to 12 months', color: 'Black', weight: '68 g' },
    description: 'A quiet-click mouse that works up to 10 m from the laptop. The receiver hides inside when you travel.',
  },
  {
    slot: 32, key: 'pocket-wifi', category: 'computing', brand: 'Airlink', name: 'Airlink 4G Pocket WiFi Router', usd: 35,
    rating: 4.2, ratings: 510, days: 60,
    art: { kind: 'router', c: ['#0c4a6e', '#38bdf8', '#e0f2fe'] },
    specs: { network: '4G LTE, all networks', connectivity: 'Wi-Fi for up to 10 devices', battery: '3000 mAh, 8 h', weight: '85 g', warranty: '12 months' },
    description: 'Share one data SIM with the whole family or office. Works with every network and fits in a pocket.',
  },
  {
    slot: 33, key: 'flash-drive', category: 'computing', brand: 'Tusker', name: 'Tusker 32 GB USB Flash Drive', usd: 5,
    rating: 4.4, ratings: 1210, days: 240,
    art: { kind: 'usbstick', c: ['#2563eb', '#e5e7eb', '#93c5fd'] },
    specs: { storage: '32 GB', connectivity: 'USB 3.0', material: 'Metal', warranty: '24 months' },
    description: 'A metal USB stick for documents, CVs and music. Has a key-ring loop so it never gets lost.',
  },

  // Home & kitchen
  {
    slot: 34, key: 'kettle', category: 'home', brand: 'Binatone', name: 'Binatone 1.7 L Stainless Electric Kettle', usd: 18, was: 22,
    rating: 4.5, ratings: 1930, days: 210,
    art: { kind: 'kettle', c: ['#9ca3af', '#111827', '#e5e7eb'] },
    specs: { size: '1.7 L', power: '2200 W', material: 'Stainless steel', color: 'Silver', warranty: '12 months' },
    description: 'Boils water for tea, garri or baby bottles in minutes. Switches itself off when the water boils or the kettle is empty.',
  },
  {
    slot: 35, key: 'blender', category: 'home', brand: 'Binatone', name: 'Binatone 1.5 L Blender with Grinding Mill', usd: 35,
    rating: 4.4, ratings: 1340, days: 150,
    art: { kind: 'blender', c: ['#dc2626', '#e0f2fe', '#7f1d1d'] },
    specs: { size: '1.5 L jar', power: '400 W', material: 'Shatter-resistant plastic jar', color: 'Red', warranty: '12 months' },
    description: 'Blends pepper, tomatoes and smoothies, and the mill grinds dry pepper, crayfish and egusi. Two speeds and a pulse button.',
  },
  {
    slot: 36, key: 'rechargeable-fan', category: 'home', brand: 'Sunray', name: 'Sunray 16-inch Rechargeable Standing Fan', usd: 48, was: 58,
    rating: 4.3, ratings: 980, days: 45,
    art: { kind: 'fan', c: ['#0ea5e9', '#e0f2fe', '#0369a1'] },
    specs: { size: '16 inch', power: '25 W', battery: '6–10 h', connectivity: 'Solar input, USB output', color: 'Blue', warranty: '12 months' },
    description: 'Keeps you cool through the night even when the power goes off. Charges from the mains or a solar panel, with a built-in LED light.',
  },
  {
    slot: 37, key: 'dry-iron', category: 'home', brand: 'Binatone', name: 'Binatone 1200 W Dry Iron', usd: 12,
    rating: 4.2, ratings: 760, days: 260,
    art: { kind: 'iron', c: ['#2563eb', '#d1d5db', '#1e3a8a'] },
    specs: { power: '1200 W', material: 'Non-stick soleplate', color: 'Blue', weight: '1.1 kg', warranty: '12 months' },
    description: 'A simple, sturdy iron with a non-stick soleplate and a dial for cotton, linen and synthetics.',
  },
  {
    slot: 38, key: 'solar-lantern', category: 'home', brand: 'Sunray', name: 'Sunray Solar LED Lantern', usd: 10,
    rating: 4.6, ratings: 2210, days: 180,
    art: { kind: 'lantern', c: ['#15803d', '#fde047', '#14532d'] },
    specs: { power: 'Solar panel, USB', battery: 'Up to 24 h on low', connectivity: 'USB phone charging', weight: '300 g', warranty: '12 months' },
    description: 'Bright, safe light for reading and cooking, charged by the sun. No kerosene, no smoke.',
  },
  {
    slot: 39, key: 'pot-set', category: 'home', brand: 'Kora', name: 'Kora Non-Stick Cooking Pot Set (3 pieces)', usd: 30,
    rating: 4.3, ratings: 430, days: 120,
    art: { kind: 'pots', c: ['#b91c1c', '#1f2937', '#fecaca'] },
    specs: { size: '18, 22 and 26 cm', material: 'Aluminium with non-stick coating', color: 'Red', weight: '2.8 kg' },
    description: 'Three pots with glass lids for rice, stew and soup. Heats evenly on gas, electric and charcoal.',
  },

  // Fashion
  {
    slot: 40, key: 'polo-shirt', category: 'fashion', brand: 'Savanna', name: 'Savanna Cotton Polo Shirt', usd: 12,
    rating: 4.2, ratings: 640, days: 80,
    art: { kind: 'shirt', c: ['#1d4ed8', '#bfdbfe', '#ffffff'], pattern: 'plain', collar: true },
    specs: { material: '100% cotton piqué', size: 'S, M, L, XL, XXL', color: 'Royal Blue' },
    description: 'A breathable cotton polo that stays smart in the heat. Keeps its colour wash after wash.',
  },
  {
    slot: 41, key: 'canvas-sneakers', category: 'fashion', brand: 'Stride', name: 'Stride Canvas Sneakers', usd: 20, was: 25,
    rating: 4.3, ratings: 890, days: 65,
    art: { kind: 'sneaker', c: ['#f8fafc', '#ef4444', '#1f2937'] },
    specs: { material: 'Canvas upper, rubber sole', size: 'EU 38–46', color: 'White with red' },
    description: 'Everyday canvas sneakers with a cushioned insole and a grippy rubber sole. Light, breathable and easy to clean.',
  },
  {
    slot: 42, key: 'leather-sandals', category: 'fashion', brand: 'Kora', name: 'Kora Handmade Leather Sandals', usd: 15,
    rating: 4.5, ratings: 520, days: 140,
    art: { kind: 'sandal', c: ['#92400e', '#fbbf24', '#451a03'] },
    specs: { material: 'Genuine leather', size: 'EU 38–46', color: 'Brown' },
    description: 'Handmade leather sandals with a stitched sole that lasts for years. Comfortable from the first day.',
  },
  {
    slot: 43, key: 'laptop-backpack', category: 'fashion', brand: 'Savanna', name: 'Savanna Laptop Backpack 25 L', usd: 22,
    rating: 4.4, ratings: 760, days: 100,
    art: { kind: 'backpack', c: ['#374151', '#f59e0b', '#111827'] },
    specs: { size: '25 L, fits 15.6" laptops', material: 'Water-resistant polyester', color: 'Grey', weight: '650 g' },
    description: 'A padded laptop pocket, a hidden back pocket for your phone and money, and a USB port to charge on the move.',
  },
  {
    slot: 44, key: 'print-tshirt', category: 'fashion', brand: 'Savanna', name: 'Savanna Graphic Print T-Shirt', usd: 8,
    rating: 4.1, ratings: 410, days: 25,
    art: { kind: 'shirt', c: ['#f97316', '#fff7ed', '#7c2d12'], pattern: 'sun', collar: false },
    specs: { material: '100% cotton jersey', size: 'S, M, L, XL', color: 'Orange' },
    description: 'A soft cotton T-shirt with a printed sunset design. Relaxed fit for hot days.',
  },

  // Beauty
  {
    slot: 45, key: 'body-lotion', category: 'beauty', brand: 'Karité', name: 'Karité Shea Glow Body Lotion 400 ml', usd: 6,
    rating: 4.5, ratings: 1830, days: 150,
    art: { kind: 'lotion', c: ['#fef3c7', '#b45309', '#f59e0b'] },
    specs: { size: '400 ml', material: 'Shea butter, cocoa butter, vitamin E' },
    description: 'A rich lotion with shea and cocoa butter that keeps skin soft through harmattan. Absorbs fast, no greasy feel.',
  },
  {
    slot: 46, key: 'shea-butter', category: 'beauty', brand: 'Karité', name: 'Karité Pure Shea Butter 250 g', usd: 5,
    rating: 4.7, ratings: 2540, days: 230,
    art: { kind: 'jar', c: ['#fde68a', '#78350f', '#fffbeb'] },
    specs: { size: '250 g', material: 'Unrefined grade A shea butter' },
    description: 'Pure, unrefined shea butter from women\'s cooperatives in northern Ghana. For skin, hair and lips.',
  },
  {
    slot: 47, key: 'hair-clipper', category: 'beauty', brand: 'Kora', name: 'Kora Cordless Hair Clipper', usd: 15, was: 19,
    rating: 4.3, ratings: 980, days: 110,
    art: { kind: 'clipper', c: ['#111827', '#d4af37', '#6b7280'] },
    specs: { battery: '120 min', power: 'USB charging', size: '4 guide combs, 3–12 mm', color: 'Black and gold', warranty: '12 months' },
    description: 'A cordless clipper for fades and beards at home, with four guide combs and a battery that lasts two hours.',
  },
  {
    slot: 48, key: 'oud-perfume', category: 'beauty', brand: 'Maison Sahel', name: 'Maison Sahel Oud Noir Eau de Parfum 100 ml', usd: 25,
    rating: 4.6, ratings: 670, days: 50,
    art: { kind: 'perfume', c: ['#1f2937', '#d4af37', '#7c3aed'] },
    specs: { size: '100 ml', material: 'Oud, amber, vanilla' },
    description: 'A warm, long-lasting scent of oud and amber with a soft vanilla finish. One spray lasts the whole day.',
  },
  {
    slot: 49, key: 'black-soap', category: 'beauty', brand: 'Karité', name: 'Karité African Black Soap 200 g', usd: 3,
    rating: 4.5, ratings: 1420, days: 195,
    art: { kind: 'soap', c: ['#3f2a1d', '#a16207', '#fef3c7'] },
    specs: { size: '200 g', material: 'Plantain skin ash, shea butter, palm kernel oil' },
    description: 'Traditional black soap made by hand with plantain ash and shea butter. Gentle for face and body.',
  },

  // Local goods of one market
  {
    slot: 50, key: 'cotton-kurta', markets: ['IN'], category: 'fashion', brand: 'Savanna', name: 'Savanna Men\'s Cotton Kurta', usd: 11,
    rating: 4.4, ratings: 880, days: 30,
    art: { kind: 'robe', c: ['#fef9c3', '#a16207', '#ca8a04'], style: 'kurta' },
    specs: { material: '100% cotton', size: 'S, M, L, XL, XXL', color: 'Cream' },
    description: 'A light cotton kurta with a mandarin collar and fine embroidery on the placket. Smart for festivals and office days.',
  },
  {
    slot: 51, key: 'pressure-cooker', markets: ['IN'], category: 'home', brand: 'Kora', name: 'Kora 5 L Pressure Cooker', usd: 24,
    rating: 4.6, ratings: 1210, days: 140,
    art: { kind: 'cooker', c: ['#9ca3af', '#111827', '#e5e7eb'] },
    specs: { size: '5 L', material: 'Aluminium', weight: '1.9 kg', warranty: '5 years' },
    description: 'Cooks dal, rice and beans in a fraction of the time and saves gas. Safety valve and weight whistle.',
  },
  {
    slot: 50, key: 'kitenge-shirt', markets: ['UG', 'TZ'], category: 'fashion', brand: 'Savanna', name: 'Savanna Kitenge Print Shirt', usd: 15,
    rating: 4.5, ratings: 520, days: 20,
    art: { kind: 'shirt', c: ['#7c3aed', '#fde047', '#16a34a'], pattern: 'dots', collar: true },
    specs: { material: '100% cotton wax print', size: 'S, M, L, XL, XXL', color: 'Purple and yellow' },
    description: 'A short-sleeved kitenge shirt sewn by tailors in Kampala and Dar es Salaam. Bold print, cool cotton.',
  },
  {
    slot: 50, key: 'kente-shirt', markets: ['GH'], category: 'fashion', brand: 'Savanna', name: 'Savanna Kente Print Shirt', usd: 16,
    rating: 4.6, ratings: 610, days: 15,
    art: { kind: 'shirt', c: ['#eab308', '#16a34a', '#dc2626'], pattern: 'kente', collar: true },
    specs: { material: '100% cotton', size: 'S, M, L, XL, XXL', color: 'Gold, green and red' },
    description: 'A kente-pattern shirt for Fridays, weddings and church. Sewn in Kumasi from breathable cotton.',
  },
  {
    slot: 50, key: 'wax-dress', markets: ['KT'], category: 'fashion', brand: 'Savanna', name: 'Robe en pagne wax', usd: 22,
    rating: 4.7, ratings: 430, days: 10,
    art: { kind: 'dress', c: ['#0ea5e9', '#f97316', '#fef3c7'], cut: 'flare' },
    specs: { material: 'Coton wax', size: 'S, M, L, XL', color: 'Bleu et orange' },
    description: 'A wax-print dress sewn in Abidjan, fitted at the waist with a flared skirt. Made for celebrations and Sunday outings.',
  },
  {
    slot: 50, key: 'gandoura', markets: ['DZ'], category: 'fashion', brand: 'Savanna', name: 'Gandoura brodée en coton', usd: 28,
    rating: 4.5, ratings: 350, days: 18,
    art: { kind: 'robe', c: ['#ffffff', '#0f766e', '#14b8a6'], style: 'gandoura' },
    specs: { material: 'Coton', size: 'M, L, XL, XXL', color: 'Blanc' },
    description: 'A light cotton gandoura with hand embroidery on the collar, cool for summer days and Friday prayers.',
  },
  {
    slot: 51, key: 'couscoussier', markets: ['DZ'], category: 'home', brand: 'Kora', name: 'Kora Couscoussier inox 8 L', usd: 26,
    rating: 4.6, ratings: 290, days: 130,
    art: { kind: 'couscoussier', c: ['#9ca3af', '#4b5563', '#e5e7eb'] },
    specs: { size: '8 L', material: 'Stainless steel', weight: '2.1 kg' },
    description: 'A two-part stainless steamer for couscous and vegetables, suitable for gas and induction.',
  },
  {
    slot: 51, key: 'kanga-wrap', markets: ['TZ'], category: 'fashion', brand: 'Savanna', name: 'Kanga Cotton Wrap (pair)', usd: 9,
    rating: 4.6, ratings: 740, days: 60,
    art: { kind: 'kanga', c: ['#dc2626', '#fde047', '#1f2937'] },
    specs: { material: '100% cotton', size: '150 × 110 cm each', color: 'Red, yellow and black' },
    description: 'A pair of printed kangas with a Swahili proverb, for wearing, carrying a baby or decorating the home.',
  },
  {
    slot: 50, key: 'ankara-dress', markets: ['NG'], category: 'fashion', brand: 'Savanna', name: 'Savanna Ankara Print Wrap Dress', usd: 24,
    rating: 4.6, ratings: 820, days: 12,
    art: { kind: 'dress', c: ['#db2777', '#facc15', '#1e3a8a'], cut: 'wrap' },
    specs: { material: '100% cotton Ankara', size: 'S, M, L, XL, XXL', color: 'Pink, yellow and blue' },
    description: 'A wrap dress in bright Ankara print, sewn in Aba. Ties at the waist to fit many shapes, perfect for owambe.',
  },
  {
    slot: 51, key: 'agbada-set', markets: ['NG'], category: 'fashion', brand: 'Savanna', name: 'Savanna Senator Kaftan Set', usd: 38,
    rating: 4.5, ratings: 390, days: 28,
    art: { kind: 'robe', c: ['#14532d', '#fbbf24', '#22c55e'], style: 'agbada' },
    specs: { material: 'Cashmere blend', size: 'M, L, XL, XXL', color: 'Bottle green' },
    description: 'A tailored senator kaftan with matching trousers and neat embroidery on the chest, for Jumat, weddings and the office.',
  },
]
