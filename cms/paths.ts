// Where the content editor is served: /admin, from dist/client/admin. It is not a page of the site:
// the page gates, the sitemap and the pages' headers leave this folder out, and it has gates of its own.
export const adminFolder = "admin";
export const adminPath = `/${adminFolder}`;
