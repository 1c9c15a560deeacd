// Tables in writers' bodies become stacked cards on a phone (styles.css, .prose-body): each row a card, each
// cell under the name of its column. The name comes from the header row, copied here into the cell's
// data-label (shown by CSS); the table itself stays a table for screen readers and wider screens.
import type { Element, Root, Text } from "hast";
import { visit } from "unist-util-visit";

const cells = (row: Element) =>
  row.children.filter(
    (child): child is Element =>
      child.type === "element" && (child.tagName === "td" || child.tagName === "th"),
  );

function textOf(element: Element): string {
  let text = "";
  visit(element, "text", (node: Text) => {
    text += node.value;
  });
  return text;
}

export function rehypeTableLabels() {
  return (tree: Root) => {
    visit(tree, "element", (table: Element) => {
      if (table.tagName !== "table") return;
      let labels: string[] = [];
      visit(table, "element", (row: Element) => {
        if (row.tagName !== "tr") return;
        const inHead = cells(row).every((cell) => cell.tagName === "th");
        if (inHead && !labels.length) {
          labels = cells(row).map((cell) => textOf(cell).trim());
          return;
        }
        cells(row).forEach((cell, index) => {
          if (labels[index]) cell.properties = { ...cell.properties, dataLabel: labels[index] };
        });
      });
    });
  };
}
