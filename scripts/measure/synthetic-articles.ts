// Generated en/jp article pairs for the build benchmark: valid frontmatter and varied, plausible
// bodies, so the build does the same work per page as for a real article.
import fs from "node:fs";
import path from "node:path";

type Market = { en: string; jp: string };
type Sector = { en: string; jp: string; assetEn: string; assetJp: string };

const markets: Market[] = [
  { en: "Vietnam", jp: "ベトナム" },
  { en: "India", jp: "インド" },
  { en: "Indonesia", jp: "インドネシア" },
  { en: "the Philippines", jp: "フィリピン" },
  { en: "Thailand", jp: "タイ" },
  { en: "Saudi Arabia", jp: "サウジアラビア" },
  { en: "the United Arab Emirates", jp: "アラブ首長国連邦" },
  { en: "Malaysia", jp: "マレーシア" },
];

const sectors: Sector[] = [
  { en: "urban rail", jp: "都市鉄道", assetEn: "metro lines", assetJp: "地下鉄路線" },
  {
    en: "ports and logistics",
    jp: "港湾・物流",
    assetEn: "container terminals",
    assetJp: "コンテナターミナル",
  },
  { en: "water and wastewater", jp: "上下水道", assetEn: "treatment plants", assetJp: "浄水・下水処理場" },
  {
    en: "renewable power",
    jp: "再生可能エネルギー",
    assetEn: "solar and wind farms",
    assetJp: "太陽光・風力発電所",
  },
  { en: "healthcare facilities", jp: "医療施設", assetEn: "hospitals", assetJp: "病院" },
  { en: "industrial estates", jp: "工業団地", assetEn: "factory parks", assetJp: "工場団地" },
];

// The services list, a page every build has: a link to one service would break once a writer removed it.
const services = "/services";

function pick<T>(items: T[], index: number): T {
  return items[index % items.length]!;
}

/** Front matter and body of article number `index` (0-based) in both languages. */
export function makeSyntheticArticle(index: number, image: { src: string; altEn: string; altJp: string }) {
  const market = pick(markets, index);
  const sector = pick(sectors, Math.floor(index / markets.length));
  const service = services;
  const year = 2020 + (index % 6);
  const share = 20 + (index % 7) * 5;
  const day = new Date(Date.UTC(2024, 0, 1) - index * 86_400_000).toISOString().slice(0, 10);
  const slug = `bench-${String(index + 1).padStart(4, "0")}-${sector.en.split(" ")[0]}-${market.en.replace(/^the /, "").split(" ")[0]!.toLowerCase()}`;
  const frontmatter = (title: string, excerpt: string, alt: string, tags: string[]) =>
    [
      "---",
      `title: ${JSON.stringify(title)}`,
      `excerpt: ${JSON.stringify(excerpt)}`,
      `date: ${day}`,
      "image:",
      `  src: ${image.src}`,
      `  alt: ${JSON.stringify(alt)}`,
      "tags:",
      ...tags.map((tag) => `  - ${JSON.stringify(tag)}`),
      "---",
      "",
    ].join("\n");

  const en =
    frontmatter(
      `${capitalize(sector.en)} in ${market.en}: note ${index + 1} on bankable delivery`,
      `What sponsors, lenders and contractors should check before committing to ${sector.assetEn} in ${market.en}, from the feasibility study to handover.`,
      image.altEn,
      [capitalize(market.en.replace(/^the /, "")), capitalize(sector.en)],
    ) +
    `
Demand for ${sector.assetEn} in ${market.en} has grown steadily since ${year}, and public budgets alone cannot meet it. Sponsors increasingly combine concessional loans, private equity and contractor financing, which makes the early structuring decisions more important than ever.

## Where projects stall

Most delays we review begin long before construction. Land acquisition, permits and the allocation of ground risk are often settled late, and about ${share} per cent of the schedule contingency is consumed before the first concrete pour. A disciplined feasibility study that prices these risks openly saves months later.

## What lenders look for

Lenders want a clear owner, a realistic tariff or availability payment, and a contractor whose obligations match its balance sheet. They also expect design reviews that follow recognised standards, with quality control records that an independent engineer can audit.

| Stage | Question to settle | Who answers it |
|---|---|---|
| Feasibility | Is the demand forecast conservative? | Sponsor and adviser |
| Procurement | Are interfaces between packages defined? | Employer's engineer |
| Construction | Is cash released against verified milestones? | Lenders' technical adviser |

## Our view

Projects in ${sector.en} succeed when the parties agree on risk before they agree on price. Read how our [advisory services](${service}) help sponsors prepare projects that lenders can finance.
`;

  const jp =
    frontmatter(
      `${market.jp}の${sector.jp}：融資を受けられる事業にするための視点（第${index + 1}回）`,
      `${market.jp}で${sector.assetJp}の整備に関わる事業者、金融機関、施工会社が、事業化調査から引き渡しまでに確認しておくべき点を整理します。`,
      image.altJp,
      [market.jp, sector.jp],
    ) +
    `
${market.jp}では${year}年以降、${sector.assetJp}への需要が着実に伸びており、公的予算だけでは賄いきれない状況です。事業者は円借款などの譲許的融資、民間資本、施工会社による資金調達を組み合わせるようになっており、初期段階のストラクチャリングの重要性はこれまで以上に高まっています。

## 事業が止まる場面

私たちが検証する遅延の多くは、着工よりずっと前に始まっています。用地取得、許認可、地盤リスクの分担が後回しにされがちで、最初のコンクリート打設までに工程予備の約${share}パーセントが消化されてしまう例も少なくありません。こうしたリスクを正面から見積もる事業化調査が、後の数か月を救います。

## 金融機関が重視する点

金融機関が求めるのは、明確な事業主体、現実的な料金またはアベイラビリティ・ペイメント、そして財務基盤に見合った義務を負う施工会社です。加えて、認められた基準に沿った設計審査と、第三者の技術アドバイザーが確認できる品質管理記録も求められます。

| 段階 | 確認すべき問い | 担い手 |
|---|---|---|
| 事業化調査 | 需要予測は保守的か | 事業者とアドバイザー |
| 調達 | 工区間の取り合いは定義されているか | 発注者側エンジニア |
| 施工 | 資金は検証済みのマイルストーンに応じて支払われるか | 金融機関の技術アドバイザー |

## 私たちの考え

${sector.jp}の事業は、価格より先にリスクの分担で合意できたときに成功します。金融機関が融資できる事業づくりを支える[アドバイザリーサービス](${service})もご覧ください。
`;
  return { slug, en, jp };
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Writes `count` article pairs into `<root>/content/insights`, reusing an existing article's image. */
export function writeSyntheticArticles(root: string, count: number): string[] {
  const dir = path.join(root, "content", "insights");
  const image = fs
    .readdirSync(dir)
    .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/.test(name))
    .sort()[0];
  if (!image) throw new Error(`${dir} has no article image to reuse`);
  const slugs: string[] = [];
  for (let index = 0; index < count; index++) {
    const article = makeSyntheticArticle(index, {
      src: image,
      altEn: "Abstract illustration of infrastructure under construction, reused for a generated article",
      altJp: "建設中のインフラを描いた抽象的なイラスト（生成記事で再利用）",
    });
    fs.writeFileSync(path.join(dir, `${article.slug}.en.mdx`), article.en);
    fs.writeFileSync(path.join(dir, `${article.slug}.jp.mdx`), article.jp);
    slugs.push(article.slug);
  }
  return slugs;
}
