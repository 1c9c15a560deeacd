// The monogram of a leader without a photo (pages/about/our-team/getPortrait.ts).

/** "Kenji Watanabe" → "KW", "Khalid Al-Mansoori" → "KM": the first and last capitalised parts. */
export function initials(name: string): string {
  const parts = name.split(/[\s-]+/).filter((part) => /^\p{Lu}/u.test(part));
  if (!parts.length) return name.slice(0, 1);
  return (parts[0]![0]! + (parts.length > 1 ? parts.at(-1)![0]! : "")).toUpperCase();
}
