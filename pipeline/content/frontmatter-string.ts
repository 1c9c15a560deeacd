/** A frontmatter string with its field path and file line (for the TODO, link and style checks). */
export type FrontmatterString = { field: string; key: string; value: string; line: number };
