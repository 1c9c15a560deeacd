// The per-language logo; `tone="light"` for dark backgrounds, `lazy` where it starts below the first
// screen (the footer), so it is not fetched alongside the stylesheet and the hero.
import logoEn from "@/content/brand/logo-en.svg?url";
import logoEnLight from "@/content/brand/logo-en-light.svg?url";
import logoJp from "@/content/brand/logo-jp.svg?url";
import logoJpLight from "@/content/brand/logo-jp-light.svg?url";
import { site } from "@/lib/site";
import { useLocale } from "@/lib/locale-context";

const logos = { en: { dark: logoEn, light: logoEnLight }, jp: { dark: logoJp, light: logoJpLight } };

export function Logo({
  tone = "dark",
  lazy = false,
  className,
}: {
  tone?: "dark" | "light";
  lazy?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <img
      src={logos[locale][tone]}
      alt={site.name[locale]}
      width={264}
      height={48}
      loading={lazy ? "lazy" : undefined}
      className={className}
      data-testid={`logo-${locale}`}
    />
  );
}
