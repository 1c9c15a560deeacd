import { expect, it } from "vitest";
import { withoutComments } from "./published-svg";

it("removes every comment of an SVG and nothing else, leaving CDATA and attribute text as written", () => {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">',
    "  <!-- P64R5 saved from /home/sato.kenta/Dropbox/clients/kizuna/logo-jp-rejected.svg -->",
    '  <title data-note="&lt;!-- not a comment --&gt;">Logo</title>',
    "  <style><![CDATA[ rect { fill: red } /* <!-- kept --> */ ]]></style>",
    "  <!--",
    "    Generator: a drawing program, user tanaka.hanako",
    '  --><rect width="10" height="10"/>',
    "</svg>",
  ].join("\n");
  expect(withoutComments(svg)).toBe(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">',
      "  ",
      '  <title data-note="&lt;!-- not a comment --&gt;">Logo</title>',
      "  <style><![CDATA[ rect { fill: red } /* <!-- kept --> */ ]]></style>",
      '  <rect width="10" height="10"/>',
      "</svg>",
    ].join("\n"),
  );
  expect(withoutComments('<svg><rect width="1"/></svg>')).toBe('<svg><rect width="1"/></svg>');
});
