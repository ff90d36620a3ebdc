import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  bashParser,
  locateWasm
} from "./chunk-Q6ULQYJW.js";
import "./chunk-SXXHESJR.js";
export {
  bashParser,
  locateWasm
};
