import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-MWCMIKFA.js";
import "./chunk-SOLQE5KL.js";
import "./chunk-MAIXBSL3.js";
import "./chunk-DNVPJZLV.js";
import "./chunk-SXXHESJR.js";
export default require_dist();
