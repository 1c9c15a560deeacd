// EN/JP switch: a real link to the same page in the other language that also stores the choice.
import { navigate } from "vike/client/router";
import type { MouseEvent } from "react";
import { clsx } from "clsx";
import { storeLocale } from "@/renderer/language-preference";
import { localizePath, otherLocale } from "@/renderer/locale";
import { usePageContext, useTranslate } from "@/renderer/usePageContext";

export function LanguageToggle({ className = "" }: { className?: string }) {
  const { locale, urlLogical } = usePageContext();
  const t = useTranslate();
  const target = otherLocale(locale);
  const href = localizePath(urlLogical, target);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    storeLocale(target);
    void navigate(href);
  };
  return (
    <a
      href={href}
      hrefLang={target === "jp" ? "ja" : "en"}
      lang={target === "jp" ? "ja" : "en"}
      // Begins with the visible "JP" / "EN" (WCAG 2.5.3), then says in that language what the link does.
      aria-label={t("lang.toggleLabel")}
      onClick={onClick}
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
