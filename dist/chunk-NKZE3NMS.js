import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  require_src
} from "./chunk-C6FAIUEW.js";
import "./chunk-SXXHESJR.js";
export default require_src();
