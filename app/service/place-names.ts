import type { Locale } from "~/i18n/locales";

/**
 * District and state names in Gujarati and Hindi for the after-sales pages.
 * The one place they are looked up: when the shop's glossary of place names
 * lands (issue 39), these two functions switch to it and the tables below go.
 * Until then they know every state and union territory, Gujarat's districts
 * and the districts of the demo's service points outside Gujarat; any other
 * name stays as India Post writes it (English), never blank.
 */

type Names = { gu: string; hi: string };

/** By GST state code (app/forms/gstin.ts GST_STATES). */
const STATES: Readonly<Record<string, Names>> = {
  "01": { gu: "જમ્મુ અને કાશ્મીર", hi: "जम्मू और कश्मीर" },
  "02": { gu: "હિમાચલ પ્રદેશ", hi: "हिमाचल प्रदेश" },
  "03": { gu: "પંજાબ", hi: "पंजाब" },
  "04": { gu: "ચંડીગઢ", hi: "चंडीगढ़" },
  "05": { gu: "ઉત્તરાખંડ", hi: "उत्तराखंड" },
  "06": { gu: "હરિયાણા", hi: "हरियाणा" },
  "07": { gu: "દિલ્હી", hi: "दिल्ली" },
  "08": { gu: "રાજસ્થાન", hi: "राजस्थान" },
  "09": { gu: "ઉત્તર પ્રદેશ", hi: "उत्तर प्रदेश" },
  "10": { gu: "બિહાર", hi: "बिहार" },
  "11": { gu: "સિક્કિમ", hi: "सिक्किम" },
  "12": { gu: "અરુણાચલ પ્રદેશ", hi: "अरुणाचल प्रदेश" },
  "13": { gu: "નાગાલેન્ડ", hi: "नागालैंड" },
  "14": { gu: "મણિપુર", hi: "मणिपुर" },
  "15": { gu: "મિઝોરમ", hi: "मिज़ोरम" },
  "16": { gu: "ત્રિપુરા", hi: "त्रिपुरा" },
  "17": { gu: "મેઘાલય", hi: "मेघालय" },
  "18": { gu: "આસામ", hi: "असम" },
  "19": { gu: "પશ્ચિમ બંગાળ", hi: "पश्चिम बंगाल" },
  "20": { gu: "ઝારખંડ", hi: "झारखंड" },
  "21": { gu: "ઓડિશા", hi: "ओडिशा" },
  "22": { gu: "છત્તીસગઢ", hi: "छत्तीसगढ़" },
  "23": { gu: "મધ્ય પ્રદેશ", hi: "मध्य प्रदेश" },
  "24": { gu: "ગુજરાત", hi: "गुजरात" },
  "26": {
    gu: "દાદરા અને નગર હવેલી અને દમણ અને દીવ",
    hi: "दादरा और नगर हवेली और दमन और दीव",
  },
  "27": { gu: "મહારાષ્ટ્ર", hi: "महाराष्ट्र" },
  "29": { gu: "કર્ણાટક", hi: "कर्नाटक" },
  "30": { gu: "ગોવા", hi: "गोवा" },
  "31": { gu: "લક્ષદ્વીપ", hi: "लक्षद्वीप" },
  "32": { gu: "કેરળ", hi: "केरल" },
  "33": { gu: "તમિલનાડુ", hi: "तमिलनाडु" },
  "34": { gu: "પુડુચેરી", hi: "पुडुचेरी" },
  "35": { gu: "આંદામાન અને નિકોબાર ટાપુઓ", hi: "अंडमान और निकोबार द्वीपसमूह" },
  "36": { gu: "તેલંગાણા", hi: "तेलंगाना" },
  "37": { gu: "આંધ્ર પ્રદેશ", hi: "आंध्र प्रदेश" },
  "38": { gu: "લદ્દાખ", hi: "लद्दाख" },
};

/** By "state code/district" as India Post spells the district (app/places/pincodes.txt). */
const DISTRICTS: Readonly<Record<string, Names>> = {
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
};

/** A state's name in the language: by its GST code; `english` when there is none. */
export function stateName(stateCode: string, english: string, locale: Locale): string {
  return locale === "en" ? english : (STATES[stateCode]?.[locale] ?? english);
}

/** A district's name in the language; India Post's spelling when there is none. */
export function districtName(stateCode: string, district: string, locale: Locale): string {
  return locale === "en" ? district : (DISTRICTS[`${stateCode}/${district}`]?.[locale] ?? district);
}
