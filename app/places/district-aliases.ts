/**
 * What people call India Post's districts (docs/places.md "Districts"): for
 * each state (GST code) and district as the directory names it, the other
 * spellings and former names staff type, and its Gujarati and Hindi names.
 * Every alias is of one directory district, so "Ahmedabad" and "Amdavad" are
 * Ahmadabad. Isomorphic data: the salespeople form lists it in the browser,
 * districts.server.ts reads it on the server.
 *
 * Gujarat (the shop's own state) is complete in three languages; elsewhere,
 * the common English spellings and renamed districts. A district typed in
 * Gujarati or Devanagari that is not listed here is still found by its sound
 * (districts.server.ts compares search keys).
 */

export interface DistrictNames {
  /** Other English spellings and former names. */
  also?: readonly string[];
  gu?: string;
  hi?: string;
}

export const DISTRICT_ALIASES: Readonly<Record<string, Readonly<Record<string, DistrictNames>>>> = {
  // Gujarat: every district of the directory.
  "24": {
    Ahmadabad: { also: ["Ahmedabad", "Amdavad", "Ahmadabad City"], gu: "અમદાવાદ", hi: "अहमदाबाद" },
    Amreli: { gu: "અમરેલી", hi: "अमरेली" },
    Anand: { gu: "આણંદ", hi: "आणंद" },
    Arvalli: { also: ["Aravalli", "Aravali", "Arvali"], gu: "અરવલ્લી", hi: "अरवल्ली" },
    "Banas Kantha": { also: ["Banaskantha"], gu: "બનાસકાંઠા", hi: "बनासकांठा" },
    Bharuch: { also: ["Broach"], gu: "ભરૂચ", hi: "भरूच" },
    Bhavnagar: { also: ["Bhaunagar"], gu: "ભાવનગર", hi: "भावनगर" },
    Botad: { gu: "બોટાદ", hi: "बोटाद" },
    Chhotaudepur: {
      also: ["Chhota Udepur", "Chhota Udaipur", "Chhotaudaipur", "Chota Udaipur"],
      gu: "છોટા ઉદેપુર",
      hi: "छोटा उदयपुर",
    },
    Dang: { also: ["The Dangs", "Dangs"], gu: "ડાંગ", hi: "डांग" },
    "Devbhumi Dwarka": {
      also: ["Devbhoomi Dwarka", "Dev Bhumi Dwarka", "Dwarka"],
      gu: "દેવભૂમિ દ્વારકા",
      hi: "देवभूमि द्वारका",
    },
    Dohad: { also: ["Dahod"], gu: "દાહોદ", hi: "दाहोद" },
    Gandhinagar: { gu: "ગાંધીનગર", hi: "गांधीनगर" },
    "Gir Somnath": { also: ["Gir-Somnath"], gu: "ગીર સોમનાથ", hi: "गिर सोमनाथ" },
    Jamnagar: { gu: "જામનગર", hi: "जामनगर" },
    Junagadh: { also: ["Junagarh"], gu: "જૂનાગઢ", hi: "जूनागढ़" },
    Kachchh: { also: ["Kutch", "Kutchh", "Kachh", "Cutch"], gu: "કચ્છ", hi: "कच्छ" },
    Kheda: { also: ["Kaira"], gu: "ખેડા", hi: "खेड़ा" },
    Mahesana: { also: ["Mehsana", "Mahesna"], gu: "મહેસાણા", hi: "मेहसाणा" },
    Mahisagar: { also: ["Mahi Sagar"], gu: "મહીસાગર", hi: "महीसागर" },
    Morbi: { also: ["Morvi"], gu: "મોરબી", hi: "मोरबी" },
    Narmada: { gu: "નર્મદા", hi: "नर्मदा" },
    Navsari: { gu: "નવસારી", hi: "नवसारी" },
    "Panch Mahals": {
      also: ["Panchmahal", "Panchmahals", "Panch Mahal"],
      gu: "પંચમહાલ",
      hi: "पंचमहाल",
    },
    Patan: { gu: "પાટણ", hi: "पाटण" },
    Porbandar: { gu: "પોરબંદર", hi: "पोरबंदर" },
    Rajkot: { gu: "રાજકોટ", hi: "राजकोट" },
    "Sabar Kantha": { also: ["Sabarkantha"], gu: "સાબરકાંઠા", hi: "साबरकांठा" },
    Surat: { gu: "સુરત", hi: "सूरत" },
    Surendranagar: { gu: "સુરેન્દ્રનગર", hi: "सुरेंद्रनगर" },
    Tapi: { gu: "તાપી", hi: "तापी" },
    Vadodara: { also: ["Baroda"], gu: "વડોદરા", hi: "वडोदरा" },
    Valsad: { also: ["Bulsar"], gu: "વલસાડ", hi: "वलसाड" },
  },
  // Maharashtra: former names and the neighbours' usual spellings.
  "27": {
    Ahmednagar: { also: ["Ahilyanagar", "Ahmadnagar"], gu: "અહમદનગર", hi: "अहमदनगर" },
    Aurangabad: {
      also: ["Chhatrapati Sambhajinagar", "Sambhajinagar"],
      gu: "ઔરંગાબાદ",
      hi: "औरंगाबाद",
    },
    Beed: { also: ["Bid"], gu: "બીડ", hi: "बीड" },
    Gondia: { also: ["Gondiya"], gu: "ગોંદિયા", hi: "गोंदिया" },
    Mumbai: { also: ["Bombay", "Mumbai City"], gu: "મુંબઈ", hi: "मुंबई" },
    Nashik: { also: ["Nasik"], gu: "નાશિક", hi: "नासिक" },
    Osmanabad: { also: ["Dharashiv"], gu: "ઉસ્માનાબાદ", hi: "उस्मानाबाद" },
    Pune: { also: ["Poona"], gu: "પુણે", hi: "पुणे" },
    Thane: { also: ["Thana"], gu: "થાણે", hi: "ठाणे" },
  },
  // Rajasthan and Madhya Pradesh: the border districts a Gujarat maker sells into.
  "08": {
    Ganganagar: { also: ["Sri Ganganagar", "Shri Ganganagar"] },
    Jalore: { also: ["Jalor"] },
    Chittorgarh: { also: ["Chittaurgarh"] },
    Udaipur: { gu: "ઉદયપુર", hi: "उदयपुर" },
  },
  "23": {
    Hoshangabad: { also: ["Narmadapuram"] },
    "East Nimar": { also: ["Khandwa"] },
    Khargone: { also: ["West Nimar"] },
  },
  "06": { Gurugram: { also: ["Gurgaon"] }, Nuh: { also: ["Mewat"] } },
  "09": {
    Prayagraj: { also: ["Allahabad"] },
    Ayodhya: { also: ["Faizabad"] },
    "Gautam Buddha Nagar": { also: ["Noida", "Gautam Budh Nagar"] },
  },
  "29": {
    "Bengaluru Urban": { also: ["Bangalore", "Bangalore Urban", "Bengaluru"] },
    "Bengaluru Rural": { also: ["Bangalore Rural"] },
    Mysuru: { also: ["Mysore"] },
    Belagavi: { also: ["Belgaum"] },
    Kalaburagi: { also: ["Gulbarga"] },
    Shivamogga: { also: ["Shimoga"] },
    Vijayapura: { also: ["Bijapur"] },
    Ballari: { also: ["Bellary"] },
  },
  "33": { Tuticorin: { also: ["Thoothukudi"] }, Kanniyakumari: { also: ["Kanyakumari"] } },
  "36": { "Ranga Reddy": { also: ["Rangareddy"] }, Hanumakonda: { also: ["Warangal Urban"] } },
  "19": {
    "24 Paraganas North": { also: ["North 24 Parganas"] },
    "24 Paraganas South": { also: ["South 24 Parganas"] },
    Maldah: { also: ["Malda"] },
    Coochbehar: { also: ["Cooch Behar"] },
  },
  "26": {
    "Dadra and Nagar Haveli": { also: ["Silvassa", "Dadra & Nagar Haveli"] },
  },
};
