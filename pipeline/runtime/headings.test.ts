import { expect, it } from "vitest";
import { headingsOf } from "./headings";

it("lists a body's second-level headings with their ids and text, decoded, and nothing else", () => {
  const html =
    '<h2 id="fees">Fees &amp; costs</h2><p>x</p><h3 id="sub">Sub</h3><h2 id="data">How we use <em>your</em> data<wbr/></h2><h2>No id</h2>';
  expect(headingsOf(html)).toEqual([
    { id: "fees", text: "Fees & costs" },
    { id: "data", text: "How we use your data" },
  ]);
});
