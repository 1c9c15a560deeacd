// EN/JP switch: a real link to the same page in the other language. Following it stores the choice (the page's
// inline script, browser/boot.ts, reads data-lang-toggle).
import { clsx } from "clsx";
import { localizePath, otherLocale } from "@/lib/locale";
import { usePageContext, useTranslate } from "@/lib/usePageContext";

export function LanguageToggle({ className = "" }: { className?: string }) {
  const { locale, urlLogical } = usePageContext();
  const t = useTranslate();
  const target = otherLocale(locale);
  return (
    <a
      href={localizePath(urlLogical, target)}
      hrefLang={target === "jp" ? "ja" : "en"}
      lang={target === "jp" ? "ja" : "en"}
      // Begins with the visible "JP" / "EN" (WCAG 2.5.3), then says in that language what the link does.
      aria-label={t("lang.toggleLabel")}
      data-lang-toggle={target}
      className={clsx(
        "inline-flex h-10 min-w-10 items-center justify-center rounded-full border px-3 text-xs font-semibold tracking-widest transition-colors",
        className,
      )}
      data-testid="language-toggle"
    >
      {t(target === "jp" ? "lang.jp" : "lang.en")}
    </a>
  );
}
