import { ContactButton } from "@/components/layout/ContactButton";
import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { buttonStyles } from "@/components/ui/button";
import { Icon } from "@/components/ui/Icon";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader eyebrow={page.title} title={page.heading} />
      <section className="mx-auto grid max-w-7xl gap-12 px-5 pb-24 sm:px-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <Prose html={body} className="max-w-3xl" />
          {/* The invitation to talk leads; the way home the site brief asks for sits beside it, quieter. */}
          <div className="mt-10 flex flex-wrap gap-3">
            <ContactButton className={buttonStyles.primary}>
              {t("partners.contact")}
              <Icon name="arrow-right" width={18} height={18} />
            </ContactButton>
            <Link href={routes.home} className={buttonStyles.outline}>
              {t("partners.returnHome")}
            </Link>
          </div>
        </div>
        <PartnerNetworkArt />
      </section>
    </>
  );
}

/** The firm at the centre and its partners on two orbits, joined across them: solid marks on hairline rings, so
 * nothing reads as an empty slot waiting for a logo (docs/design.md). */
function PartnerNetworkArt() {
  const centre = 165;
  const at = (radius: number, degrees: number) => {
    const angle = (degrees * Math.PI) / 180;
    return [centre + radius * Math.cos(angle), centre + radius * Math.sin(angle)] as const;
  };
  const inner = [-90, -18, 54, 126, 198].map((degrees) => at(78, degrees));
  const outer = [-54, 18, 90, 162, 234].map((degrees) => at(140, degrees));
  return (
    <svg viewBox="0 0 330 330" className="hidden w-full text-indigo lg:block" aria-hidden="true">
      <circle cx={centre} cy={centre} r="78" fill="none" stroke="currentColor" strokeOpacity="0.18" />
      <circle cx={centre} cy={centre} r="140" fill="none" stroke="currentColor" strokeOpacity="0.12" />
      {inner.map(([x, y], index) => {
        const [ox, oy] = outer[index]!;
        const [nx, ny] = outer[(index + outer.length - 1) % outer.length]!;
        return (
          <g key={index} stroke="currentColor" strokeOpacity="0.3">
            <line x1={centre} y1={centre} x2={x} y2={y} />
            <line x1={x} y1={y} x2={ox} y2={oy} />
            <line x1={x} y1={y} x2={nx} y2={ny} />
          </g>
        );
      })}
      {outer.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r="5" fill="currentColor" fillOpacity="0.55" />
      ))}
      {inner.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r="9" fill="currentColor" />
      ))}
      <circle cx={centre} cy={centre} r="30" fill="currentColor" />
      <circle cx={centre} cy={centre} r="7" fill="#b5452f" />
    </svg>
  );
}
