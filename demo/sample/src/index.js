export { slugify } from "./slugify.js";
export { truncate } from "./truncate.js";
