// EN/JP switch: a real link to the same page in the other language. Following it stores the choice and keeps the
// reader's place (the page's inline script, browser/boot.ts, reads data-lang-toggle). The header shows "JP"/"EN";
// the menu (`wide`) shows the whole label, which says in the other language what the link does.
import { clsx } from "clsx";
import { localizePath, otherLocale } from "@/lib/locale";
import { usePageContext, useTranslate } from "@/lib/usePageContext";

type LanguageToggleProps = { className?: string; wide?: boolean; "data-testid"?: string };

export function LanguageToggle({
  className = "",
  wide = false,
  "data-testid": testId = "language-toggle",
}: LanguageToggleProps) {
  const { locale, urlLogical } = usePageContext();
  const t = useTranslate();
  const target = otherLocale(locale);
  return (
    <a
      href={localizePath(urlLogical, target)}
      hrefLang={target === "jp" ? "ja" : "en"}
      lang={target === "jp" ? "ja" : "en"}
      // Begins with the visible "JP" / "EN" (WCAG 2.5.3), then says in that language what the link does.
      aria-label={wide ? undefined : t("lang.toggleLabel")}
      data-lang-toggle={target}
      className={clsx(
        "inline-flex items-center justify-center rounded-full border font-semibold transition-colors",
        wide ? "min-h-11 px-5 py-2 text-sm" : "h-10 min-w-10 px-3 text-xs tracking-widest",
        className,
      )}
      data-testid={testId}
    >
      {wide ? t("lang.toggleLabel") : t(target === "jp" ? "lang.jp" : "lang.en")}
    </a>
  );
}
