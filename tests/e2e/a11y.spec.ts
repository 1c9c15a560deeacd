// Accessibility beyond the every-page sweep (gates.spec.ts, which runs axe and the checks of a11y-checks.ts on every
// page at both widths): the checks proven to find what they look for, the focus rings on navy grounds, the open
// states the sweep does not reach (the side menu and the contact dialog, under the real CSP) and the honeypot only
// bots fill.
import {
  focusedUnderHeader,
  lowContrastFocusRings,
  namesNotStartingWithVisibleText,
  undersizedTargets,
} from "./a11y-checks";
import { routes } from "@/lib/routes";
import { itemWith } from "@/tests/content-items";
import {
  content,
  expect,
  languages,
  localizePath,
  openContactFromMenu,
  t,
  test,
  oneWidthFor,
} from "./fixtures";
import { axeViolations, settle, watchPage } from "./gates";

// Each test runs axe over a whole page (twice here in the open-state test); allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

test("the checks find what they look for: a name that hides its visible text, small crowded targets, focus under the header", async ({
  page,
}) => {
  await page.setContent(`<div id="root">
    <header style="position:fixed;inset:0 0 auto;height:70vh;background:#fff"><a href="/">Home</a></header>
    <main style="padding-top:120px">
      <a href="/jp" aria-label="日本語 (JP)" style="display:inline-block;padding:8px">JP</a>
      <button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button>
      <div style="height:3000px"></div>
      <a href="/end">The end</a>
    </main></div>`);
  expect(await namesNotStartingWithVisibleText(page)).toEqual(['<a> shows "jp" but is named "日本語 (jp)"']);
  expect(await undersizedTargets(page)).toEqual(['<button> "a" is 16 × 16 px', '<button> "b" is 16 × 16 px']);
  // A header taller than half the screen: the browser scrolls focus to the middle, under it.
  expect(await focusedUnderHeader(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Tab: <button> "b"/),
      expect.stringMatching(/^Shift\+Tab: <button> "b"/),
    ]),
  );
});

test("the focus-ring check finds a ring that disappears into its ground, and a control with none", async ({
  page,
}) => {
  await page.setContent(`<style>:focus-visible { outline: 3px solid #b5452f; outline-offset: 2px }
      .gold :focus-visible { outline-color: #c9a45c } .inset:focus-visible { outline-offset: -3px }
      .none:focus-visible { outline: none }</style>
    <body style="background:#f6f4ef;padding:20px">
      <a href="#a">On paper</a>
      <div style="background:#0e1b2c;padding:20px"><a href="#b">On navy</a></div>
      <div class="gold" style="background:#0e1b2c;padding:20px"><a href="#c">Gold on navy</a></div>
      <div style="background:#0e1b2c;padding:20px"><div class="gold" style="background:oklab(0.99 0 0 / 0.9);padding:20px">
        <a href="#d">Gold on white glass</a></div></div>
      <button class="none">No ring</button>
      <button class="inset" style="background:#0e1b2c;color:#fff;padding:12px">Ring inside</button>
    </body>`);
  expect(await lowContrastFocusRings(page)).toEqual([
    expect.stringMatching(/^<a> "On navy": ring rgb\(181, 69, 47\) on rgb\(14, 27, 44\) is 3\.\d:1$/),
    expect.stringMatching(
      /^<a> "Gold on white glass": ring rgb\(201, 164, 92\) on rgb\(2\d\d, 2\d\d, 2\d\d\) is 1\.\d:1$/,
    ),
    '<button> "No ring" shows no focus ring',
    expect.stringMatching(
      /^<button> "Ring inside": ring rgb\(181, 69, 47\) on rgb\(14, 27, 44\) is 3\.\d:1$/,
    ),
  ]);
});

// Pages with the navy grounds that hold controls: the home hero's header and its investor list, the navy section
// of the differences page, the right-investor page's navy invitation on white, a service page, the footer on all;
// and the menu, navy too.
for (const path of [
  "/",
  "/jp/investment/different",
  "/investment/right-investor",
  localizePath(routes.item("services", itemWith(content, "services", "jp", "service").slug), "jp"),
]) {
  test(`${path}: every focus ring stands out from its ground (4.5:1)`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    expect(await lowContrastFocusRings(page)).toEqual([]);
    const locale = path.startsWith("/jp") ? "jp" : "en";
    await page.getByRole("button", { name: t(locale, "nav.open") }).click();
    await expect(page.getByRole("dialog", { name: t(locale, "nav.label") })).toBeVisible();
    expect(await lowContrastFocusRings(page, 60)).toEqual([]);
  });
}

for (const { locale, lang } of languages) {
  test(
    `no axe violations or console problems with the menu and the contact dialog open (${lang})`,
    oneWidthFor(locale),
    async ({ page }) => {
      const problems = watchPage(page);
      await page.goto(localizePath("/partners", locale));
      await page.getByRole("button", { name: t(locale, "nav.open") }).click();
      const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
      await panel.locator("summary", { hasText: t(locale, "nav.about") }).click();
      await expect(panel.getByRole("link", { name: t(locale, "nav.about.ourTeam") })).toBeVisible();
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      await panel.getByRole("link", { name: t(locale, "nav.connect") }).click();
      const dialog = page.getByRole("dialog", { name: t(locale, "contact.title") });
      await expect(dialog).toBeVisible();
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test(
    `the contact form's honeypot is hidden from people, screen readers and the keyboard (${lang})`,
    oneWidthFor(locale),
    async ({ page }) => {
      await page.goto(localizePath("/partners", locale));
      const dialog = await openContactFromMenu(page, locale);
      const honeypot = dialog.locator('input[name="_gotcha"]');
      await expect(honeypot).toHaveCount(1);
      await expect(honeypot).not.toBeInViewport();
      // Not in the accessibility tree: no textbox of that name exists for assistive technology.
      await expect(dialog.getByRole("textbox", { name: t(locale, "contact.honeypot") })).toHaveCount(0);
      await expect(dialog.getByRole("textbox", { name: t(locale, "contact.fullName") })).toHaveCount(1);
      // Tabbing through the whole dialog never lands on it.
      const visited = new Set<string>();
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        visited.add(await page.evaluate(() => document.activeElement?.getAttribute("name") ?? ""));
      }
      expect(visited).toContain("message");
      expect(visited).not.toContain("_gotcha");
    },
  );
}
