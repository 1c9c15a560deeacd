// The short rule that marks a card or an item of a set (where a sequence would have a number): vermilion on light
// ground, gold on navy.
export function ShortRule({ dark = false }: { dark?: boolean }) {
  return <span aria-hidden="true" className={`block h-0.5 w-8 ${dark ? "bg-gold" : "bg-vermilion"}`} />;
}
