import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  require_src
} from "./chunk-3DD7JIPB.js";
import "./chunk-SXXHESJR.js";
export default require_src();
