// Site constants: the firm replaces the placeholder name and addresses here, in one place.
export const site = {
  name: { en: "Kizuna Bridge Advisory", jp: "キズナ・ブリッジ・アドバイザリー" },
  legalName: "Kizuna Bridge Advisory Pte. Ltd.",
  // Absolute origin used for canonical URLs, hreflang alternates, the sitemap and social tags.
  url: "https://www.kizunabridge.example",
  foundingDate: "2025-06-18",
  founder: { en: "Kenji Watanabe", jp: "渡辺 健二" },
  locality: "Singapore",
  country: "SG",
  email: "contact@kizunabridge.example",
  // The footer's copyright line fills the catalogue's {year} placeholder with this.
  copyrightYear: 2025,
  // Standard HTML form POST target of the contact form (a form-collection service).
  formEndpoint: "https://forms.kizunabridge.example/f/contact",
  social: { linkedin: "" },
  // The visitor's language choice is stored under this key (local storage and cookie).
  languageStorageKey: "kizuna_bridge_lang",
} as const;
