// A content image as <picture>: the AVIF and WebP sets of a build before its fallback; under `npm run dev`, where
// an image is its source file alone, the <img> only (an empty srcset is a request for nothing).
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Picture } from "./Picture";

const built = {
  width: 1200,
  height: 675,
  avif: "/assets/a-480.avif 480w, /assets/a-1200.avif 1200w",
  webp: "/assets/a-480.webp 480w, /assets/a-1200.webp 1200w",
  src: "/assets/a-1200.jpg",
  type: "image/jpeg" as const,
  alt: "A drawing",
};

it("offers AVIF, then WebP, then the fallback of a built image set", () => {
  const html = renderToStaticMarkup(<Picture image={built} sizes="100vw" />);
  expect(html.match(/<source type="image\/(\w+)"/g)).toEqual([
    '<source type="image/avif"',
    '<source type="image/webp"',
  ]);
  expect(html).toContain('src="/assets/a-1200.jpg"');
});

it("shows the source file alone when the image has no AVIF or WebP set (npm run dev)", () => {
  const dev = {
    ...built,
    avif: "",
    webp: "",
    src: "/content/insights/a.svg",
    type: "image/svg+xml" as const,
  };
  const html = renderToStaticMarkup(<Picture image={dev} sizes="100vw" />);
  expect(html).not.toContain("<source");
  expect(html).toContain('src="/content/insights/a.svg"');
});
