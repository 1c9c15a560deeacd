// Imported first by the build: refuses a content/ that is a link before any module of the site imports its schema.
import { refuseForeignContentFolder } from "./content-folder.ts";

refuseForeignContentFolder(process.cwd(), "The build");
