/**
 * District names checked by hand, in Gujarati and Hindi, by "state
 * code/district" as India Post spells it (app/places/pincodes.txt): every
 * district of Gujarat, written as Gujarat writes it, the districts of the
 * demo's service points outside Gujarat, and those the package the script
 * reads has not got or names otherwise. scripts/place-names.ts takes these
 * first; correct a name here, then run `npm run place-names`.
 */
export const CHECKED_DISTRICTS: Readonly<Record<string, { gu: string; hi: string }>> = {
  "24/Ahmadabad": { gu: "અમદાવાદ", hi: "अहमदाबाद" },
  "24/Amreli": { gu: "અમરેલી", hi: "अमरेली" },
  "24/Anand": { gu: "આણંદ", hi: "आणंद" },
  "24/Arvalli": { gu: "અરવલ્લી", hi: "अरवल्ली" },
  "24/Banas Kantha": { gu: "બનાસકાંઠા", hi: "बनासकांठा" },
  "24/Bharuch": { gu: "ભરૂચ", hi: "भरूच" },
  "24/Bhavnagar": { gu: "ભાવનગર", hi: "भावनगर" },
  "24/Botad": { gu: "બોટાદ", hi: "बोटाद" },
  "24/Chhotaudepur": { gu: "છોટા ઉદેપુર", hi: "छोटा उदयपुर" },
  "24/Dang": { gu: "ડાંગ", hi: "डांग" },
  "24/Devbhumi Dwarka": { gu: "દેવભૂમિ દ્વારકા", hi: "देवभूमि द्वारका" },
  "24/Dohad": { gu: "દાહોદ", hi: "दाहोद" },
  "24/Gandhinagar": { gu: "ગાંધીનગર", hi: "गांधीनगर" },
  "24/Gir Somnath": { gu: "ગીર સોમનાથ", hi: "गिर सोमनाथ" },
  "24/Jamnagar": { gu: "જામનગર", hi: "जामनगर" },
  "24/Junagadh": { gu: "જૂનાગઢ", hi: "जूनागढ़" },
  "24/Kachchh": { gu: "કચ્છ", hi: "कच्छ" },
  "24/Kheda": { gu: "ખેડા", hi: "खेड़ा" },
  "24/Mahesana": { gu: "મહેસાણા", hi: "मेहसाणा" },
  "24/Mahisagar": { gu: "મહીસાગર", hi: "महीसागर" },
  "24/Morbi": { gu: "મોરબી", hi: "मोरबी" },
  "24/Narmada": { gu: "નર્મદા", hi: "नर्मदा" },
  "24/Navsari": { gu: "નવસારી", hi: "नवसारी" },
  "24/Panch Mahals": { gu: "પંચમહાલ", hi: "पंचमहल" },
  "24/Patan": { gu: "પાટણ", hi: "पाटन" },
  "24/Porbandar": { gu: "પોરબંદર", hi: "पोरबंदर" },
  "24/Rajkot": { gu: "રાજકોટ", hi: "राजकोट" },
  "24/Sabar Kantha": { gu: "સાબરકાંઠા", hi: "साबरकांठा" },
  "24/Surat": { gu: "સુરત", hi: "सूरत" },
  "24/Surendranagar": { gu: "સુરેન્દ્રનગર", hi: "सुरेंद्रनगर" },
  "24/Tapi": { gu: "તાપી", hi: "तापी" },
  "24/Vadodara": { gu: "વડોદરા", hi: "वडोदरा" },
  "24/Valsad": { gu: "વલસાડ", hi: "वलसाड" },
  "08/Udaipur": { gu: "ઉદયપુર", hi: "उदयपुर" },
  "27/Nashik": { gu: "નાસિક", hi: "नासिक" },
  "23/Indore": { gu: "ઇન્દોર", hi: "इंदौर" },
  "26/Dadra and Nagar Haveli": { gu: "દાદરા અને નગર હવેલી", hi: "दादरा और नगर हवेली" },
  "26/Daman": { gu: "દમણ", hi: "दमन" },
  "08/Ganganagar": { gu: "ગંગાનગર", hi: "गंगानगर" },
  "27/Mumbai": { gu: "મુંબઈ", hi: "मुंबई" },
  "23/East Nimar": { gu: "પૂર્વ નિમાડ (ખંડવા)", hi: "पूर्वी निमाड़ (खंडवा)" },
  "26/Diu": { gu: "દીવ", hi: "दीव" },
};
