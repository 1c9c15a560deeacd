// 'For Investors': the five pages of the investment journey, numbered as the steps they are; the active one
// shows its summary beside the list.
import { useTranslate } from "@/lib/usePageContext";
import { Phrases } from "@/components/typography/Phrases";
import { ActiveList } from "./ActiveList";
import { homeIntroColumn } from "./intro-column";

type Item = { title: string; text: string; link: string };

export function InvestorList({ title, intro, items }: { title: string; intro: string; items: Item[] }) {
  const t = useTranslate();
  return (
    <section id="investors" className="bg-ink py-20 text-white sm:py-28" aria-labelledby="investors-title">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className={homeIntroColumn}>
          <h2 id="investors-title" className="text-3xl font-semibold tracking-tight sm:text-5xl">
            {title}
          </h2>
          <p className="lead phrase mt-4 text-lg text-white/75">
            <Phrases text={intro} />
          </p>
        </div>
        <div className="mt-12">
          <ActiveList
            testId="investor-list"
            numbered
            tone="dark"
            moreLabel={t("home.investorLink")}
            items={items.map((item) => ({ href: item.link, title: item.title, text: item.text }))}
          />
        </div>
      </div>
    </section>
  );
}
