// 'For Investors': five entries into the investment journey; the active one is emphasised.
import { Link } from "../../../renderer/Link";
import { useTranslate } from "../../../renderer/usePageContext";
import { Icon } from "../../ui/Icon";
import { useActiveItem } from "../../ui/useActiveItem";

type Item = { title: string; text: string; link: string };

export function InvestorList({ title, intro, items }: { title: string; intro: string; items: Item[] }) {
  const t = useTranslate();
  const { active, itemProps } = useActiveItem();
  return (
    <section id="investors" className="bg-ink py-20 text-white sm:py-28" aria-labelledby="investors-title">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <h2 id="investors-title" className="text-3xl font-semibold tracking-tight sm:text-5xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-white/75">{intro}</p>
          <p
            aria-hidden="true"
            data-number={String(active + 1).padStart(2, "0")}
            className="mt-10 hidden text-8xl font-semibold text-white/10 before:content-[attr(data-number)] lg:block"
          />
        </div>
        <ul className="space-y-3" data-testid="investor-list">
          {items.map((item, index) => (
            <li
              key={item.link}
              {...itemProps(index)}
              className="group rounded-2xl border border-white/10 p-6 transition-colors data-[active=true]:border-gold/60 data-[active=true]:bg-white/5"
            >
              <h3 className="flex items-baseline gap-4 text-xl font-semibold">
                <span className="text-sm text-gold">{String(index + 1).padStart(2, "0")}</span>
                <Link
                  href={item.link}
                  className="text-white/80 group-data-[active=true]:text-white hover:underline hover:underline-offset-4"
                >
                  {item.title}
                </Link>
              </h3>
              <p className="mt-3 pl-9 leading-relaxed text-white/70">{item.text}</p>
              <Link
                href={item.link}
                tabIndex={-1}
                aria-hidden="true"
                className="mt-4 ml-9 hidden items-center gap-2 text-sm font-semibold text-gold transition-opacity duration-600 group-data-[active=true]:inline-flex starting:opacity-0"
              >
                {t("home.investorLink")}
                <Icon name="arrow-right" width={16} height={16} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
