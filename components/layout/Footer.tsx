// Footer on every page: links, per-language logo, contact button, LinkedIn notice, copyright.
import { Link } from "@/lib/Link";
import { footerMenu } from "@/lib/routes";
import { useTranslate } from "@/lib/locale-context";
import { buttonStyles } from "@/components/ui/button";
import { ComingSoonButton } from "@/components/ui/ComingSoon";
import { Icon } from "@/components/ui/Icon";
import { ContactButton } from "./ContactButton";
import { Logo } from "./Logo";
import { RaggedCopy } from "@/components/typography/RaggedCopy";
import { Phrases } from "@/components/typography/Phrases";

export function Footer() {
  const t = useTranslate();

  return (
    <footer className="bg-ink text-white/75">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-[1.4fr_1fr_1.2fr] md:py-20">
        <div>
          <Logo tone="light" lazy className="h-11 w-auto" />
          <p className="mt-6 max-w-sm text-sm leading-relaxed">
            <RaggedCopy text={t("footer.tagline")} />
          </p>
        </div>
        <nav aria-label={t("footer.explore")}>
          <h2 className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">
            {t("footer.explore")}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm md:grid-cols-1">
            {footerMenu.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white hover:underline hover:underline-offset-4">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">
            {t("footer.contact")}
          </h2>
          <p className="phrase mt-5 text-sm leading-relaxed">
            <Phrases text={t("footer.contactText")} />
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <ContactButton className={buttonStyles.primary}>
              <Icon name="mail" width={18} height={18} />
              {t("footer.contactButton")}
            </ContactButton>
            <ComingSoonButton
              label={t("footer.linkedinLabel")}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white hover:text-ink"
            >
              <Icon name="linkedin" width={20} height={20} />
            </ComingSoonButton>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 text-xs text-white/60 sm:flex-row sm:justify-between sm:px-8">
          <p>{t("footer.copyright")}</p>
          <p>{t("footer.registered")}</p>
        </div>
      </div>
    </footer>
  );
}
