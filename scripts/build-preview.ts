// `npm run build:preview`: the normal build, marked as a preview for reviewers (noindex, ribbon, translation status).
export {};
process.env.SITE_PREVIEW = "1";
await import("./build.ts");
