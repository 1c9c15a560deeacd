// The layers of the site and the direction imports may take between them (docs/architecture.md).
// `npm run lint:layers` fails on a wrong-way import; it runs in `npm test`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "content-is-data",
      comment:
        "content/ holds writers' data and the schema that validates it; it imports no code of the site.",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^(renderer|components|pages|scripts|cms)/" },
    },
    {
      name: "pipeline-below-components",
      comment:
        "renderer/ (the content pipeline, locale, routes, head, typography) is the layer components build on: it never imports components or pages.",
      severity: "error",
      from: { path: "^renderer/" },
      to: { path: "^(components|pages)/" },
    },
    {
      name: "components-below-pages",
      comment: "Components are used by pages; they never import a page.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^pages/" },
    },
    {
      name: "pages-stand-alone",
      comment:
        "A page imports components and the pipeline, never another page's files (a folder's own shared files, such as pages/investment/*.ts, are its pages' to use).",
      severity: "error",
      from: { path: "^pages/([^/]+)/" },
      to: { path: "^pages/", pathNot: ["^pages/$1/", "^pages/[^/]+$"] },
    },
    {
      name: "scripts-are-entry-points",
      comment:
        "scripts/ holds command-line entry points and their library modules; the site (and vite.config.ts) never imports them. A unit test may use their helpers.",
      severity: "error",
      from: {
        path: "^(renderer|components|pages|content)/|^vite\\.config\\.ts$",
        pathNot: "\\.test\\.tsx?$",
      },
      to: { path: "^scripts/" },
    },
    {
      name: "editor-stands-beside-the-site",
      comment:
        "cms/ (the content editor at /admin) reads the writers' contract (content/) and the pipeline's rules (renderer/); it never imports the site's components, pages or scripts.",
      severity: "error",
      from: { path: "^cms/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(components|pages|scripts)/" },
    },
    {
      name: "site-without-editor",
      comment:
        "The site never imports the content editor: its pages work without it. Only the build (scripts/), the dev server's configuration and tests do.",
      severity: "error",
      from: { path: "^(renderer|components|pages|content)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^cms/" },
    },
    {
      name: "no-circular",
      comment: "A cycle makes two modules one: split what both need into a third.",
      severity: "error",
      from: { path: "^(renderer|components|pages|scripts|content|cms)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules|tests/fixtures)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
