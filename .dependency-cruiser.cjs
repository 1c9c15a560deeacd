// The folders of the site say what runs where, and the direction imports may take between them
// (docs/architecture.md). `npm run lint:layers` fails on a wrong-way import; it runs in `npm test`.
const tests = "\\.test\\.tsx?$";
// A type says nothing about what runs where: importing one is allowed across the lines below.
const typesOnly = ["type-only", "type-import"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "content-is-data",
      comment:
        "content/ holds writers' data and the schema that validates it; it imports no code of the site (a type, such as lib/collection.ts's, is no code).",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^(browser|cms|components|lib|pages|pipeline|scripts)/", dependencyTypesNot: typesOnly },
    },
    {
      name: "lib-runs-anywhere",
      comment:
        "lib/ (locale, routes, URLs, i18n, head, Link, structured data) runs on the server and in the browser alike: it imports neither the build's Node code, nor components, pages, scripts or the editor, nor Node's own modules.",
      severity: "error",
      from: { path: "^lib/", pathNot: tests },
      to: {
        path: "^(browser|cms|components|pages|pipeline|scripts)/",
        dependencyTypesNot: typesOnly,
      },
    },
    {
      name: "lib-without-node",
      comment: "lib/ runs in the browser too: no Node built-in module (fs, path, child_process…).",
      severity: "error",
      from: { path: "^lib/", pathNot: tests },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "pipeline-below-the-site",
      comment:
        "pipeline/ (the content pipeline, its Vite plugins, typography and the output steps: Node at build time) is what the site is built from; it never imports components or pages.",
      severity: "error",
      from: { path: "^pipeline/", pathNot: tests },
      to: { path: "^(components|pages)/", dependencyTypesNot: typesOnly },
    },
    {
      name: "browser-code-reaches-only-the-output",
      comment:
        "Only the output steps (pipeline/output/) read the browser's code, to hash what the pages inline (the speculation rules); the content pipeline, the plugins and the runtime never import it.",
      severity: "error",
      from: { path: "^pipeline/", pathNot: [tests, "^pipeline/output/"] },
      to: { path: "^browser/", dependencyTypesNot: typesOnly },
    },
    {
      name: "pages-use-the-runtime-surface",
      comment:
        "Pages and components use the pipeline only through pipeline/runtime/ (the content, images, text and dates they render at build time) and the reviewers' pages through pipeline/preview/runtime.ts; the rest of pipeline/ is Node code for Vite, the checks and the output steps. Types may be imported from anywhere.",
      severity: "error",
      from: { path: "^(components|pages)/", pathNot: tests },
      to: {
        path: "^pipeline/",
        pathNot: ["^pipeline/runtime/", "^pipeline/preview/runtime\\.ts$"],
        dependencyTypesNot: typesOnly,
      },
    },
    {
      name: "browser-code-stands-alone",
      comment:
        "browser/ is the pages' own script, inlined or loaded after the page: of the site it imports only lib/ (universal, no Node), and only modules that reach nothing of content/, the server's code or the editor, however indirectly, so no schema, catalogue or build step reaches the browser by accident.",
      severity: "error",
      from: { path: "^browser/" },
      to: { path: "^(cms|components|content|pages|pipeline|scripts)/", reachable: true },
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
        "A page imports components and lib, never another page's files (a folder's own shared files, such as pages/investment/*.ts, are its pages' to use; the + settings and styles at the root of pages/ are every page's).",
      severity: "error",
      from: { path: "^pages/([^/]+)/" },
      to: { path: "^pages/", pathNot: ["^pages/$1/", "^pages/[^/]+$"] },
    },
    {
      name: "scripts-are-entry-points",
      comment:
        "scripts/ holds command-line entry points (gates/, measure/, visual/ and the writers' commands) and their helpers; scripts use the pipeline, never the reverse, and the site (and vite.config.ts) never imports them. A unit test may use their helpers.",
      severity: "error",
      from: {
        path: "^(browser|components|content|lib|pages|pipeline)/|^vite\\.config\\.ts$",
        pathNot: tests,
      },
      to: { path: "^scripts/" },
    },
    {
      name: "editor-stands-beside-the-site",
      comment:
        "cms/ (the content editor at /admin) reads the writers' contract (content/), the pipeline (pipeline/) and lib/; it never imports the site's components, pages, browser code or scripts.",
      severity: "error",
      from: { path: "^cms/", pathNot: tests },
      to: { path: "^(browser|components|pages|scripts)/" },
    },
    {
      name: "site-without-editor",
      comment:
        "The site never imports the content editor: its pages work without it. Only the output steps that build the editor and its headers (pipeline/output/), the dev server's configuration and tests do.",
      severity: "error",
      from: {
        path: "^(browser|components|content|lib|pages|pipeline)/",
        pathNot: [tests, "^pipeline/output/"],
      },
      to: { path: "^cms/" },
    },
    {
      name: "configuration-without-catalogues",
      comment:
        "The Vite and vitest configurations (and the content check they run) never reach lib/i18n.ts: its catalogue imports are the pages', and a configuration that bundled them drew Vite's warning about JSON imports without attributes. The check fills the interface text through lib/text-template.ts, from the catalogue it checks.",
      severity: "error",
      from: { path: "^(vite|vitest)\\.config\\.ts$" },
      to: { path: "^lib/i18n\\.ts$", reachable: true },
    },
    {
      name: "check-without-content-modules",
      comment:
        "The content check never imports a content file as a module: a JSON typo a writer made (a trailing comma in content/site.json) would be thrown by the module loader as a stack trace before the check could name its line. It reads every content file itself (pipeline/content/data-files.ts).",
      severity: "error",
      from: { path: "^(pipeline/content/check|pipeline/content/loader|scripts/check-content)\\.ts$" },
      to: { path: "^content/.*\\.json$", reachable: true },
    },
    {
      name: "no-circular",
      comment: "A cycle makes two modules one: split what both need into a third.",
      severity: "error",
      from: { path: "^(browser|cms|components|content|lib|pages|pipeline|scripts)/" },
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
