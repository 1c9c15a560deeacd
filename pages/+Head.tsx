// https://vike.dev/Head — the page's head tags (lib/head.ts), written into the prerendered HTML.
import { usePageContext } from "vike-react/usePageContext";
import { getPageHeadTags, serializeJsonLd } from "@/lib/head";
import {
  headingFontFace,
  headingFontPlaceholder,
  getHeadingFontScript,
  textFontPlaceholder,
} from "@/lib/typography/heading-font";
// The whole faces for the dev server, which has no build step to cut them down; a production build never uses them.
import wholeHeadingFont from "@expo-google-fonts/hanken-grotesk/600SemiBold/HankenGrotesk_600SemiBold.ttf?url";
import wholeTextFont from "@expo-google-fonts/hanken-grotesk/400Regular/HankenGrotesk_400Regular.ttf?url";

// React's names for the attributes head.ts writes in HTML's spelling.
const reactNames: Record<string, string> = {
  hreflang: "hrefLang",
  imagesrcset: "imageSrcSet",
  imagesizes: "imageSizes",
  fetchpriority: "fetchPriority",
};
const toProps = (attrs: Record<string, string>) =>
  Object.fromEntries(Object.entries(attrs).map(([name, value]) => [reactNames[name] ?? name, value]));

export default function Head() {
  const pageContext = usePageContext();
  // English pages are set in the brand's faces; Japanese pages load no font (lib/typography/heading-font.ts).
  const headingFont = pageContext.locale === "en";
  return (
    <>
      {headingFont && import.meta.env.DEV && (
        <style
          dangerouslySetInnerHTML={{ __html: headingFontFace(wholeHeadingFont, wholeTextFont, "truetype") }}
        />
      )}
      {headingFont && !import.meta.env.DEV && (
        <style
          dangerouslySetInnerHTML={{ __html: headingFontFace(headingFontPlaceholder, textFontPlaceholder) }}
        />
      )}
      {headingFont && <script dangerouslySetInnerHTML={{ __html: getHeadingFontScript() }} />}
      {headingFont && (
        <noscript>
          <style
            dangerouslySetInnerHTML={{
              __html:
                "body:lang(en){font-family:var(--font-text)}:is(h1,h2,h3,h4,[data-heading-face]):lang(en){font-family:var(--font-heading)}",
            }}
          />
        </noscript>
      )}
      {getPageHeadTags(pageContext).map((tag, index) => {
        if (tag.tag === "jsonld")
          return (
            <script
              key={index}
              type="application/ld+json"

              dangerouslySetInnerHTML={{ __html: serializeJsonLd(tag.json) }}
            />
          );
        if (tag.tag === "meta") return <meta key={index} {...toProps(tag.attrs)} />;
        if (tag.tag === "link") return <link key={index} {...toProps(tag.attrs)} />;
        return null;
      })}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#0E1B2C" />
    </>
  );
}
