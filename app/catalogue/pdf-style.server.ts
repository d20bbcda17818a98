/** The catalogue PDF's and the datasheets' shared look: colours and the embedded font's names. */
export const BRAND = "#1e3a8a";
export const BRAND_DARK = "#172554";
export const BRAND_TINT = "#c7d2fe";
export const SAFFRON = "#f59e0b";
export const INK = "#0f172a";
export const MUTED = "#475569";
export const SUBTLE = "#94a3b8";
export const BORDER = "#e2e8f0";
export const PANEL = "#f8fafc";
export const LINK = "#1d4ed8";

export const REGULAR = "Sans";
export const BOLD = "Sans-Bold";
