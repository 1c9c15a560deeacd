// The per-language logo; `tone="light"` for dark backgrounds.
import logoEn from "../../content/brand/logo-en.svg?url";
import logoEnLight from "../../content/brand/logo-en-light.svg?url";
import logoJp from "../../content/brand/logo-jp.svg?url";
import logoJpLight from "../../content/brand/logo-jp-light.svg?url";
import { site } from "../../content/site";
import { usePageContext } from "../../renderer/usePageContext";

const logos = { en: { dark: logoEn, light: logoEnLight }, jp: { dark: logoJp, light: logoJpLight } };

export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const { locale } = usePageContext();
  return (
    <img
      src={logos[locale][tone]}
      alt={site.name[locale]}
      width={264}
      height={48}
      className={className}
      data-testid={`logo-${locale}`}
    />
  );
}
