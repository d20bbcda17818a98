import type { Locale } from "~/i18n/locales";

/**
 * States and union territories in Gujarati and Hindi, by GST state code
 * (app/forms/gstin.ts GST_STATES): the Government of India's Hindi names and
 * their usual Gujarati spelling. Small enough for a page's script (the dealer
 * form names a GSTIN's state); districts are in place-names.ts.
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

/** A state's name in the language: by its GST code; `english` when there is none. */
export function stateName(stateCode: string, english: string, locale: Locale): string {
  return locale === "en" ? english : (STATES[stateCode]?.[locale] ?? english);
}
